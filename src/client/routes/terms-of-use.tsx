import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { termsOfUse } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/terms-of-use')({
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  return <LegalPage document={termsOfUse} />
}
