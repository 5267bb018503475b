import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/components/about-page'
import { routeHead } from '@/lib/page-head'
import { aboutHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/about')({
  loader: () => ({ head: aboutHead }),
  head: routeHead,
  component: AboutPage,
})
