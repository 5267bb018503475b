import { applicationReviewText } from '@shared/application-review-messages'
import { auditMessages } from '@shared/audit-messages'
import { type ContentTypeEntry, contentTypes } from '@shared/content-registry'
import { staffLabels } from '@shared/content-type-words'
import { mediaText } from '@shared/media-messages'
import { performanceText } from '@shared/performance'
import { accountMessages, staffMessages } from '@shared/staff-messages'
import { createFileRoute } from '@tanstack/react-router'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'
import { AdminScreen } from '@/staff/shell/admin-screen'
import { ACCOUNT_SECTION, parseStaffSearch } from '@/staff/shell/staff-search'
import type { StaffSection } from '@/staff/shell/staff-sections'

/** The staff app; its component is code-split, so public pages never download it. */
const head: PageHeadData = {
  title: pageTitle('Admin'),
  description: 'Staff content management for Crestline Consulting.',
  noindex: true,
}

export const Route = createFileRoute('/admin')({
  validateSearch: parseStaffSearch,
  staticData: { staffApp: true },
  loader: () => ({ head }),
  head: routeHead,
  component: withQueries(AdminPage),
})

/** A content type's section: its address is the type's path segment, its name the type's plural. */
function contentSection(type: ContentTypeEntry): StaffSection {
  return {
    id: type.segment,
    label: staffLabels(type).many,
    load: () => import('@/staff/content/content-sections').then((module) => module.contentSections[type.key]),
  }
}

// SPEC.md section 2's tabs first, in its order; then the rest. Each section's code is its own
// chunk, fetched when it is first opened.
const SECTIONS: StaffSection[] = [
  contentSection(contentTypes.pov),
  contentSection(contentTypes.caseStudy),
  {
    id: 'hashtags',
    label: 'Hashtags',
    load: () => import('@/staff/hashtags/hashtag-list').then(({ HashtagList }) => HashtagList),
  },
  {
    id: 'crm',
    label: 'CRM & Leads',
    load: () => import('@/staff/crm/leads-dashboard').then(({ LeadsDashboard }) => LeadsDashboard),
  },
  contentSection(contentTypes.whitepaper),
  contentSection(contentTypes.jobOpening),
  contentSection(contentTypes.page),
  {
    id: 'media',
    label: mediaText.tab,
    load: () => import('@/staff/media/media-library').then(({ MediaLibrary }) => MediaLibrary),
  },
  {
    id: 'enquiries',
    label: 'Enquiries',
    load: () => import('@/staff/enquiries/enquiry-list').then(({ EnquiryList }) => EnquiryList),
  },
  {
    id: 'performance',
    label: performanceText.tab,
    load: () =>
      import('@/staff/performance/performance-panel').then(({ PerformancePanel }) => PerformancePanel),
  },
  {
    id: 'applications',
    label: applicationReviewText.tab,
    adminOnly: true,
    load: () =>
      import('@/staff/applications/application-list').then(({ ApplicationList }) => ApplicationList),
  },
  {
    id: 'audit',
    label: auditMessages.heading,
    adminOnly: true,
    load: () => import('@/staff/audit/audit-log').then(({ AuditLog }) => AuditLog),
  },
  {
    id: 'staff',
    label: staffMessages.heading,
    adminOnly: true,
    load: () => import('@/staff/staff/staff-section').then(({ StaffSectionPanel }) => StaffSectionPanel),
  },
]

const ACCOUNT: StaffSection = {
  id: ACCOUNT_SECTION,
  label: accountMessages.heading,
  load: () =>
    import('@/staff/account/account-section').then(({ AccountSectionPanel }) => AccountSectionPanel),
}

function AdminPage() {
  return <AdminScreen sections={SECTIONS} account={ACCOUNT} section={Route.useSearch().section} />
}
