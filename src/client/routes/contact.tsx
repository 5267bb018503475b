import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/components/contact-page'
import { routeHead } from '@/lib/page-head'
import { contactHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/contact')({
  loader: () => ({ head: contactHead }),
  head: routeHead,
  component: ContactPage,
})
