import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { sitemapHero } from '@/site/sitemap/sitemap-links'
import { SitemapPage } from '@/site/sitemap/sitemap-page'

const head = copyHead({ title: sitemapHero.heading, description: sitemapHero.blurb })

export const Route = createFileRoute('/sitemap')({
  loader: () => ({ head }),
  head: routeHead,
  component: SitemapPage,
})
