import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { privacyNotice } from '@/ssr/marketing-content/legal'

export const Route = createFileRoute('/privacy-notice')({
  loader: () => ({ head: copyHead(privacyNotice) }),
  head: routeHead,
  component: PrivacyNoticePage,
})

function PrivacyNoticePage() {
  return <LegalPage document={privacyNotice} />
}
