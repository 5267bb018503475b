import { CONTENT_SEGMENTS, type ContentSegment, contentTypes } from '@shared/content/registry'

// Read by the staff routes' address checks, which every page's start-up code carries: no words
// here, only addresses.

/** The section that opens at `/admin`: docs/product.md's default tab. */
export const DEFAULT_SECTION = contentTypes.pov.segment

/** The signed-in person's own account, at `/admin/account`: reached from the top bar, not the sidebar. */
export const ACCOUNT_SECTION = 'account'

/** Whether `/admin/<segment>` is a content type's section. */
export const isContentSection = (segment: string): segment is ContentSegment =>
  (CONTENT_SEGMENTS as readonly string[]).includes(segment)
