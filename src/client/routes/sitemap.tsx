import { createFileRoute } from '@tanstack/react-router'
import { SitemapPage } from '@/features/marketing/components/sitemap-page'

export const Route = createFileRoute('/sitemap')({
  component: SitemapPage,
})
