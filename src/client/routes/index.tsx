import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/marketing/components/home-page'
import { routeHead } from '@/lib/page-head'
import { organizationJsonLd } from '@/lib/structured-data'
import { homeHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/')({
  loader: ({ context }) => ({ head: { ...homeHead, jsonLd: organizationJsonLd(context.siteConfig) } }),
  head: routeHead,
  component: HomePage,
})
