import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { routeHead } from '@/lib/page-head'
import { cookiePolicy } from '@/ssr/marketing-content/legal'
import { legalPageHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/cookie-policy')({
  loader: () => ({ head: legalPageHead(cookiePolicy) }),
  head: routeHead,
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />
}
