import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { routeHead } from '@/lib/page-head'
import { termsOfUse } from '@/ssr/marketing-content/legal'
import { legalPageHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/terms-of-use')({
  loader: () => ({ head: legalPageHead(termsOfUse) }),
  head: routeHead,
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  return <LegalPage document={termsOfUse} />
}
