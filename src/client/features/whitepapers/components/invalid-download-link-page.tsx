import { invalidLinkText } from '@shared/whitepaper-download-messages'
import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'

/** /downloads/{token} for a link that is expired, tampered with or unknown (served as a 404). */
export function InvalidDownloadLinkPage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {invalidLinkText.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">{invalidLinkText.body}</p>
      <Link className={buttonVariants({ className: 'mt-8' })} to="/whitepapers">
        {invalidLinkText.back}
      </Link>
    </main>
  )
}
