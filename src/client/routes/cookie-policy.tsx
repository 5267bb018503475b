import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { cookiePolicy } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/cookie-policy')({
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />
}
