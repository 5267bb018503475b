import { contentTypes } from '@shared/content/registry'
import {
  type Whitepaper,
  type WhitepaperInput,
  type WhitepaperPayload,
  whitepaperFields,
  whitepaperSchema,
} from '@shared/content/types/whitepaper'
import { api } from '@/lib/api-client'
import { parseDate } from '@/lib/local-date'
import { contentTypeCalls } from '@/staff/content/content-type-calls'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'

export const whitepaperAdmin: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  ...staffNaming(contentTypes.whitepaper),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: whitepaperSchema,
  fields: formFields<WhitepaperInput>(whitepaperFields),
  ...contentTypeCalls<Whitepaper, WhitepaperPayload>(
    contentTypes.whitepaper,
    api[contentTypes.whitepaper.segment],
  ),
  byline: { label: 'Author', of: (paper) => paper.author },
  cardText: (paper) => paper.excerpt,
  cardMeta: (paper) => `${paper.author} · ${parseDate(paper.publishedDate).toLocaleDateString()}`,
}
