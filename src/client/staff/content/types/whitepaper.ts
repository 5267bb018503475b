import { contentTypes } from '@shared/content/registry'
import {
  type Whitepaper,
  type WhitepaperInput,
  type WhitepaperPayload,
  whitepaperFields,
  whitepaperSchema,
} from '@shared/content/types/whitepaper'
import { parseDate } from '@/lib/local-date'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  ...staffNaming(contentTypes.whitepaper),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: whitepaperSchema,
  fields: formFields<WhitepaperInput>(whitepaperFields),
  ...contentTypeCalls<Whitepaper, WhitepaperPayload>(contentTypes.whitepaper),
  byline: { label: 'Author', of: (paper) => paper.author },
  cardText: (paper) => paper.excerpt,
  cardMeta: (paper) => `${paper.author} · ${parseDate(paper.publishedDate).toLocaleDateString()}`,
}
