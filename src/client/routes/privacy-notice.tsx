import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { privacyNotice } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/privacy-notice')({
  component: PrivacyNoticePage,
})

function PrivacyNoticePage() {
  return <LegalPage document={privacyNotice} />
}
