import { notFoundMessages } from '@shared/not-found-messages'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { InvalidDownloadLinkPage } from '@/site/whitepapers/invalid-download-link-page'

/**
 * /downloads/{token}. The Worker answers a live link with the PDF before the app is
 * reached, so the app sees only links that do not work: a 404 with noindex, saying so.
 */
export const Route = createFileRoute('/downloads/$token')({
  loader: () => {
    throw notFound()
  },
  head: (context) => routeHead(context, notFoundMessages.downloadLink),
  notFoundComponent: InvalidDownloadLinkPage,
})
