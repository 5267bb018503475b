import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/components/about-page'
import { copyHead, routeHead } from '@/lib/page-head'

const head = copyHead({
  title: 'About Us',
  description:
    'Meet Crestline Consulting: our mission, vision and purpose, and what sets our consultants apart for enterprises and startups alike.',
})

export const Route = createFileRoute('/about')({
  loader: () => ({ head }),
  head: routeHead,
  component: AboutPage,
})
