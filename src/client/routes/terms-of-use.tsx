import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { termsOfUse } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/terms-of-use')({
  loader: () => ({ head: copyHead(termsOfUse) }),
  head: routeHead,
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  return <LegalPage document={termsOfUse} />
}
