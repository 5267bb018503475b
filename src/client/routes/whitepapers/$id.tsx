import { notFoundMessages, whitepaperText } from '@shared/messages'
import type { Whitepaper } from '@shared/types'
import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '@/components/content/article-page'
import { PageLoading } from '@/components/content/spinner'
import { DownloadForm } from '@/features/whitepapers/components/download-form'
import { whitepaperQueryOptions } from '@/lib/content-queries'
import { loadDetail } from '@/lib/content-routes'
import { routeHead } from '@/lib/page-head'
import { articleHead } from '@/lib/structured-data'

const texts = {
  notFound: notFoundMessages.whitepaper,
  back: whitepaperText.back,
  relatedTopics: whitepaperText.relatedTopics,
}

export const Route = createFileRoute('/whitepapers/$id')({
  loader: (context) =>
    loadDetail<Whitepaper>(
      context,
      (client, id) => client.fetchQuery(whitepaperQueryOptions(id)),
      (paper, site) =>
        articleHead(site, {
          path: `/whitepapers/${paper.id}`,
          title: paper.title,
          description: paper.description,
          image: paper.featuredImage,
          datePublished: paper.publishedDate,
          dateModified: paper.updatedAt,
          author: paper.author,
          schemaType: 'Report',
        }),
    ),
  head: (context) => routeHead(context, notFoundMessages.whitepaper),
  pendingComponent: () => <PageLoading label={whitepaperText.loadingDetail} />,
  component: WhitepaperRoute,
  notFoundComponent: () => <ArticlePage item={null} texts={texts} backTo="/whitepapers" />,
})

function WhitepaperRoute() {
  const paper = Route.useLoaderData().item
  return (
    <ArticlePage item={paper} texts={texts} backTo="/whitepapers">
      {paper.documentKey && (
        <div className="mt-12">
          <DownloadForm whitepaperId={paper.id} title={paper.title} />
        </div>
      )}
    </ArticlePage>
  )
}
