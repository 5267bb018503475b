import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/marketing/components/legal-page'
import { routeHead } from '@/lib/page-head'
import { privacyNotice } from '@/ssr/marketing-content/legal'
import { legalPageHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/privacy-notice')({
  loader: () => ({ head: legalPageHead(privacyNotice) }),
  head: routeHead,
  component: PrivacyNoticePage,
})

function PrivacyNoticePage() {
  return <LegalPage document={privacyNotice} />
}
