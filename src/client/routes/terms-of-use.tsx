import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { termsOfUse } from '@/site/legal/legal-documents'
import { LegalPage } from '@/site/legal/legal-page'

export const Route = createFileRoute('/terms-of-use')({
  loader: () => ({ head: copyHead(termsOfUse) }),
  head: routeHead,
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  return <LegalPage document={termsOfUse} />
}
