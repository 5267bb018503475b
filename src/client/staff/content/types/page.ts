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
import { api } from '@/lib/api-client'
import { contentTypeCalls } from '@/staff/content/content-type-calls'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'

/** Pages built from blocks (issue 29): the site's own pages and campaign landing pages. */
export const pageAdmin: AdminContentType<Page, PageInput, PagePayload> = {
  ...staffNaming(contentTypes.page),
  pagePath: (page) => page.path,
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: pageSchema,
  fields: formFields<PageInput>(pageFields),
  ...contentTypeCalls<Page, PagePayload>(contentTypes.page, api[contentTypes.page.segment]),
  byline: { label: 'Address', of: (page) => page.path },
  cardText: (page) => page.description,
  cardMeta: (page) => page.path,
  permanent: {
    of: (page) => !isLandingPagePath(page.path),
    fields: ['path'],
    fieldHint: pageText.sitePagePath,
    published: pageText.alwaysPublished,
  },
}
