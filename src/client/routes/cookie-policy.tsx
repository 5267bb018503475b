import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { cookiePolicy } from '@/site/legal/legal-documents'
import { LegalPage } from '@/site/legal/legal-page'

export const Route = createFileRoute('/cookie-policy')({
  loader: () => ({ head: copyHead(cookiePolicy) }),
  head: routeHead,
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />
}
