import { applicationReviewText } from '@shared/application-review-messages'
import { auditMessages } from '@shared/audit-messages'
import { type ContentTypeEntry, contentTypes } from '@shared/content/registry'
import { staffLabels } from '@shared/content/type-words'
import { mediaText } from '@shared/media-messages'
import { menusHeading } from '@shared/menu-name'
import { performanceText } from '@shared/performance'
import { redirectsHeading } from '@shared/redirect-name'
import { sharedBlocksHeading } from '@shared/shared-block-name'
import { siteSettingsHeading } from '@shared/site-settings-name'
import { staffMessages } from '@shared/staff-messages'
import { todayHeading } from '@shared/today-name'
import { trashHeading } from '@shared/trash-names'

/**
 * One entry of the sections' sidebar: its name and its address, `/admin/<id>`, which is also the
 * folder of its code under staff/ (a content type's is its registry segment, and its code is
 * staff/content/).
 */
export interface StaffNavEntry {
  id: string
  label: string
  /** Listed for admins only (the API answers 403 to anyone else). */
  adminOnly?: true
}

const contentSection = (type: ContentTypeEntry): StaffNavEntry => ({
  id: type.segment,
  label: staffLabels(type).many,
})

const { pov, caseStudy, ...laterTypes } = contentTypes

/**
 * The sidebar: Today (what waits for the signed-in person, with its count), then docs/product.md
 * section 2's tabs in its order, then every other content type in the registry's order, then the rest. A content type gets its section by being in the registry.
 */
export const STAFF_NAV: readonly StaffNavEntry[] = [
  { id: 'today', label: todayHeading },
  contentSection(pov),
  contentSection(caseStudy),
  { id: 'hashtags', label: 'Hashtags' },
  { id: 'crm', label: 'CRM & Leads' },
  ...Object.values(laterTypes).map(contentSection),
  { id: 'shared-blocks', label: sharedBlocksHeading },
  { id: 'media', label: mediaText.tab },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'performance', label: performanceText.tab },
  { id: 'applications', label: applicationReviewText.tab, adminOnly: true },
  { id: 'menus', label: menusHeading, adminOnly: true },
  { id: 'redirects', label: redirectsHeading, adminOnly: true },
  { id: 'site-settings', label: siteSettingsHeading, adminOnly: true },
  { id: 'audit', label: auditMessages.heading, adminOnly: true },
  { id: 'staff', label: staffMessages.heading, adminOnly: true },
  { id: 'trash', label: trashHeading, adminOnly: true },
]
