import { contentTypes, notFoundHeading } from '@shared/content/registry'
import type { PublicWhitepaper } from '@shared/content/types/whitepaper'
import { FEEDS } from '@shared/feeds'
import { imageAlt } from '@shared/image-alt'
import { whitepaperText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ArticlePage } from '@/content/article/article-page'
import { whitepaperQueryOptions } from '@/content/content-queries'
import { loadDetail } from '@/content/content-routes'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { articleHead } from '@/lib/structured-data'
import { PageLoading } from '@/ui/spinner'

// The form (with zod and react-hook-form) hydrates on its own, after the article: it is below the
// fold, and its code then runs in a task of its own instead of lengthening the page's first one.
// The server renders it in full, so the served page has the form before any script runs.
const DownloadForm = lazy(() =>
  import('@/site/whitepapers/download-form').then((module) => ({
    default: module.DownloadForm,
  })),
)

const texts = {
  notFound: notFoundHeading(contentTypes.whitepaper),
  back: whitepaperText.back,
  relatedTopics: whitepaperText.relatedTopics,
}

export const Route = createFileRoute('/whitepapers/$id')({
  loader: (context) =>
    loadDetail<PublicWhitepaper>(
      context,
      (client, id, preview) => client.fetchQuery(whitepaperQueryOptions(id, preview)),
      (paper, site) => ({
        ...articleHead(site, {
          path: `/whitepapers/${paper.id}`,
          section: siteSections.whitepapers,
          title: paper.title,
          description: paper.description,
          image: paper.featuredImage,
          imageAlt: imageAlt(paper),
          seo: paper,
          datePublished: paper.publishedDate,
          dateModified: paper.updatedAt,
          author: paper.author,
          schemaType: 'Report',
        }),
        feed: FEEDS.whitepapers,
      }),
      contentTypes.whitepaper.segment,
    ),
  head: (context) => routeHead(context, notFoundHeading(contentTypes.whitepaper)),
  pendingComponent: () => <PageLoading label={whitepaperText.loadingDetail} />,
  component: WhitepaperRoute,
  notFoundComponent: () => <ArticlePage item={null} texts={texts} backTo="/whitepapers" />,
})

function WhitepaperRoute() {
  const { item: paper, related } = Route.useLoaderData()
  return (
    <ArticlePage item={paper} related={related} texts={texts} backTo="/whitepapers">
      {paper.hasDocument && (
        <div className="mt-12">
          <Suspense>
            <DownloadForm whitepaperId={paper.id} title={paper.title} />
          </Suspense>
        </div>
      )}
    </ArticlePage>
  )
}
