import { notFoundMessages } from '@shared/not-found-messages'
import { invalidLinkText } from '@shared/whitepaper-download-messages'
import { Link } from '@tanstack/react-router'
import { ErrorPage } from '@/site/layout/not-found-page'
import { buttonVariants } from '@/ui/button'

/** /downloads/{token} for a link that is expired, tampered with or unknown (served as a 404). */
export function InvalidDownloadLinkPage() {
  return (
    <ErrorPage heading={notFoundMessages.downloadLink} body={invalidLinkText.body}>
      <Link className={buttonVariants()} to="/whitepapers">
        {invalidLinkText.back}
      </Link>
    </ErrorPage>
  )
}
