import { notFoundMessages, povText } from '@shared/messages'
import type { Pov } from '@shared/types'
import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '@/components/content/article-page'
import { povQueryOptions } from '@/lib/content-queries'
import { detailRouteOptions } from '@/lib/content-routes'
import { articleHead } from '@/lib/structured-data'

const texts = {
  notFound: notFoundMessages.pov,
  back: povText.backToInsights,
  relatedTopics: povText.relatedTopics,
}

export const Route = createFileRoute('/povs/$id')({
  ...detailRouteOptions<Pov>({
    read: (client, id) => client.fetchQuery(povQueryOptions(id)),
    headOf: (pov, site) =>
      articleHead(site, {
        path: `/povs/${pov.id}`,
        title: pov.title,
        description: pov.description,
        image: pov.featuredImage,
        datePublished: pov.publishedDate,
        dateModified: pov.updatedAt,
        author: pov.author,
      }),
    notFoundHeading: notFoundMessages.pov,
    loading: povText.loading,
  }),
  component: () => <ArticlePage item={Route.useLoaderData().item} texts={texts} backTo="/insights" />,
  notFoundComponent: () => <ArticlePage item={null} texts={texts} backTo="/insights" />,
})
