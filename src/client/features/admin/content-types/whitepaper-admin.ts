import { contentTypes } from '@shared/content-registry'
import { type WhitepaperInput, type WhitepaperPayload, whitepaperSchema } from '@shared/schemas/whitepaper'
import type { Whitepaper } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminWhitepapersQueryOptions } from '../api/content-queries'
import { createWhitepaper, deleteWhitepaper, updateWhitepaper } from '../api/content-writes'
import { type AdminContentType, staffNaming } from './admin-content-type'
import { povAdmin } from './pov-admin'

export const whitepaperAdmin: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  ...staffNaming(contentTypes.whitepaper),
  serverMessageFirst: true,
  imageRequiredOnCreate: false,
  schema: whitepaperSchema,
  // A POV's fields, then the document.
  fields: [...povAdmin.fields, { kind: 'document', name: 'documentKey' }],
  listQuery: adminWhitepapersQueryOptions,
  create: createWhitepaper,
  update: updateWhitepaper,
  remove: deleteWhitepaper,
  cardMeta: (paper) => `${paper.author} · ${parseDate(paper.publishedDate).toLocaleDateString()}`,
}
