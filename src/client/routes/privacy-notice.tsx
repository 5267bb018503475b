import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { privacyNotice } from '@/site/legal/legal-documents'
import { LegalPage } from '@/site/legal/legal-page'

export const Route = createFileRoute('/privacy-notice')({
  loader: () => ({ head: copyHead(privacyNotice) }),
  head: routeHead,
  component: PrivacyNoticePage,
})

function PrivacyNoticePage() {
  return <LegalPage document={privacyNotice} />
}
