import { lazy, type ReactNode, Suspense } from 'react'
import type { WhitepaperForm } from '@/content/text/markdown-content'
import { WhitepaperFormContext } from '@/content/text/whitepaper-form'

// A 'Download the whitepaper' card's form: the whitepaper page's own. On a served page the card is
// kept as served and its form posts to the whitepaper's page without any code; only a text
// rendered by the app (after a navigation) loads it.
const DownloadForm = lazy(() =>
  import('./download-form').then((module) => ({
    default: module.DownloadForm,
  })),
)
const whitepaperForm: WhitepaperForm = ({ id, title }) => (
  <Suspense fallback={null}>
    <DownloadForm whitepaperId={id} title={title} />
  </Suspense>
)

/** The public site's texts offer a whitepaper's download form in its card. */
export function WhitepaperForms({ children }: { children: ReactNode }) {
  return <WhitepaperFormContext value={whitepaperForm}>{children}</WhitepaperFormContext>
}
