import { contentTypes, notFoundHeading } from '@shared/content/registry'
import type { Pov } from '@shared/content/types/pov'
import { FEEDS } from '@shared/feeds'
import { imageAlt } from '@shared/image-alt'
import { povText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '@/content/article/article-page'
import { povQueryOptions } from '@/content/content-queries'
import { loadDetail } from '@/content/content-routes'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { articleHead } from '@/lib/structured-data'
import { PageLoading } from '@/ui/spinner'

const texts = {
  notFound: notFoundHeading(contentTypes.pov),
  back: povText.backToInsights,
  relatedTopics: povText.relatedTopics,
}

export const Route = createFileRoute('/povs/$id')({
  loader: (context) =>
    loadDetail<Pov>(
      context,
      (client, id, preview) => client.fetchQuery(povQueryOptions(id, preview)),
      (pov, site) => ({
        ...articleHead(site, {
          path: `/povs/${pov.id}`,
          section: siteSections.insights,
          title: pov.title,
          description: pov.description,
          image: pov.featuredImage,
          imageAlt: imageAlt(pov),
          seo: pov,
          datePublished: pov.publishedDate,
          dateModified: pov.updatedAt,
          author: pov.author,
        }),
        feed: FEEDS.povs,
      }),
      contentTypes.pov.segment,
    ),
  head: (context) => routeHead(context, notFoundHeading(contentTypes.pov)),
  pendingComponent: () => <PageLoading label={povText.loading} />,
  component: PovRoute,
  notFoundComponent: () => <ArticlePage item={null} texts={texts} backTo="/insights" />,
})

function PovRoute() {
  const { item, related } = Route.useLoaderData()
  return <ArticlePage item={item} related={related} texts={texts} backTo="/insights" />
}
