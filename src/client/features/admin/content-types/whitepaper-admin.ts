import { contentTypes } from '@shared/content-registry'
import {
  type WhitepaperInput,
  type WhitepaperPayload,
  whitepaperFields,
  whitepaperSchema,
} from '@shared/schemas/whitepaper'
import type { Whitepaper } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminWhitepapersQueryOptions } from '../api/content-queries'
import { createWhitepaper, deleteWhitepaper, updateWhitepaper } from '../api/content-writes'
import { type AdminContentType, formFields, staffNaming } from './admin-content-type'

export const whitepaperAdmin: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  ...staffNaming(contentTypes.whitepaper),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: whitepaperSchema,
  fields: formFields<WhitepaperInput>(whitepaperFields),
  listQuery: adminWhitepapersQueryOptions,
  create: createWhitepaper,
  update: updateWhitepaper,
  remove: deleteWhitepaper,
  cardText: (paper) => paper.excerpt,
  cardMeta: (paper) => `${paper.author} · ${parseDate(paper.publishedDate).toLocaleDateString()}`,
}
