import { contentTypes } from '@shared/content/registry'
import {
  type Page,
  type PageInput,
  type PagePayload,
  pageFields,
  pageSchema,
} from '@shared/content/types/page'
import { isLandingPagePath } from '@shared/landing-page'
import { pageText } from '@shared/page-messages'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

/** Pages built from blocks: the site's own pages and campaign landing pages. */
export const declaration: AdminContentType<Page, PageInput, PagePayload> = {
  ...staffNaming<PageInput>(contentTypes.page, pageFields),
  pagePath: (page) => page.path,
  movableAddress: 'path',
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: pageSchema,
  ...contentTypeCalls<Page, PagePayload>(contentTypes.page),
  cardText: (page) => page.description,
  cardMeta: (page) => page.path,
  permanent: {
    of: (page) => !isLandingPagePath(page.path),
    fields: ['path'],
    fieldHint: pageText.sitePagePath,
    published: pageText.alwaysPublished,
  },
}
