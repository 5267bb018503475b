import { invalidLinkText } from '@shared/whitepaper-download-messages'
import { Link } from '@tanstack/react-router'
import { ErrorPage } from '@/components/layout/not-found-page'
import { buttonVariants } from '@/components/ui/button'

/** /downloads/{token} for a link that is expired, tampered with or unknown (served as a 404). */
export function InvalidDownloadLinkPage() {
  return (
    <ErrorPage heading={invalidLinkText.title} body={invalidLinkText.body}>
      <Link className={buttonVariants()} to="/whitepapers">
        {invalidLinkText.back}
      </Link>
    </ErrorPage>
  )
}
