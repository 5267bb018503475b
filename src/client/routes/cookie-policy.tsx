import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { cookiePolicy } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/cookie-policy')({
  loader: () => ({ head: copyHead(cookiePolicy) }),
  head: routeHead,
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />
}
