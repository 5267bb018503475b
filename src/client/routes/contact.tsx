import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/components/contact-page'
import { copyHead, routeHead } from '@/lib/page-head'

const head = copyHead({
  title: "Let's Connect",
  description:
    'Contact Crestline Consulting in Deerfield, IL. Tell us about your project and a consultant will reply within one business day.',
})

export const Route = createFileRoute('/contact')({
  loader: () => ({ head }),
  head: routeHead,
  component: ContactPage,
})
