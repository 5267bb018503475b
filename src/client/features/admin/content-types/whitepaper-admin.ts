import { whitepaperMessages } from '@shared/messages'
import { type WhitepaperInput, type WhitepaperPayload, whitepaperSchema } from '@shared/schemas/whitepaper'
import type { Whitepaper } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminWhitepapersQueryOptions } from '../api/content-queries'
import { createWhitepaper, deleteWhitepaper, updateWhitepaper } from '../api/content-writes'
import type { AdminContentType } from './admin-content-type'
import { povAdmin } from './pov-admin'

export const whitepaperAdmin: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
  name: 'whitepaper',
  tab: { value: 'whitepapers', label: 'Whitepapers' },
  labels: {
    add: 'Add Whitepaper',
    create: 'Create Whitepaper',
    edit: 'Edit Whitepaper',
    update: 'Update Whitepaper',
  },
  messages: whitepaperMessages,
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
