import type { ContentSegment } from '@shared/content/registry'
import type { AdminContentType } from './staff-content-type'
import { caseStudyAdmin } from './types/case-study'
import { jobOpeningAdmin } from './types/job-opening'
import { pageAdmin } from './types/page'
import { povAdmin } from './types/pov'
import { whitepaperAdmin } from './types/whitepaper'

// A type's own item and form types are its declaration's business; the list and the editor
// handle any of them alike.
// biome-ignore lint/suspicious/noExplicitAny: each declaration has its own item and payload types
type AnyContentType = AdminContentType<any, any, any>

const declarations: Record<ContentSegment, AnyContentType> = {
  povs: povAdmin,
  'case-studies': caseStudyAdmin,
  whitepapers: whitepaperAdmin,
  careers: jobOpeningAdmin,
  pages: pageAdmin,
}

/** The staff declaration of the content type at `/admin/<segment>`. */
export const staffContentType = (segment: ContentSegment): AnyContentType => declarations[segment]
