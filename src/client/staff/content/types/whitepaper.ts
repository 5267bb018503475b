import { contentTypes } from '@shared/content/registry'
import {
  type Whitepaper,
  type WhitepaperInput,
  type WhitepaperPayload,
  whitepaperFields,
  whitepaperSchema,
} from '@shared/content/types/whitepaper'
import { parseDate } from '@/lib/local-date'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  ...staffNaming<WhitepaperInput>(contentTypes.whitepaper, whitepaperFields),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: whitepaperSchema,
  ...contentTypeCalls<Whitepaper, WhitepaperPayload>(contentTypes.whitepaper),
  cardText: (paper) => paper.excerpt,
  cardMeta: (paper) => `${paper.author} · ${parseDate(paper.publishedDate).toLocaleDateString()}`,
}
