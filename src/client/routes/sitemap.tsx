import { createFileRoute } from '@tanstack/react-router'
import { SitemapPage } from '@/features/marketing/components/sitemap-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { sitemapHero } from '@/ssr/marketing-content/sitemap-page'

const head = copyHead({ title: sitemapHero.heading, description: sitemapHero.blurb })

export const Route = createFileRoute('/sitemap')({
  loader: () => ({ head }),
  head: routeHead,
  component: SitemapPage,
})
