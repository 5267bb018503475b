import { createFileRoute } from '@tanstack/react-router'
import { SitemapPage } from '@/features/marketing/components/sitemap-page'
import { routeHead } from '@/lib/page-head'
import { sitemapHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/sitemap')({
  loader: () => ({ head: sitemapHead }),
  head: routeHead,
  component: SitemapPage,
})
