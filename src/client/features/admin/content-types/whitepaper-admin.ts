import { whitepaperMessages } from '@shared/messages'
import { type WhitepaperInput, type WhitepaperPayload, whitepaperSchema } from '@shared/schemas/whitepaper'
import type { Whitepaper } from '@shared/types'
import { parseISO } from 'date-fns'
import { adminWhitepapersQueryOptions } from '../api/content-queries'
import { createWhitepaper, deleteWhitepaper, updateWhitepaper } from '../api/content-writes'
import type { AdminContentType } from './admin-content-type'

export const whitepaperAdmin: AdminContentType<Whitepaper, WhitepaperInput, WhitepaperPayload> = {
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
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'text', name: 'description', label: 'Description' },
    { kind: 'long', name: 'content', label: 'Content', rows: 8 },
    { kind: 'text', name: 'excerpt', label: 'Excerpt' },
    { kind: 'text', name: 'author', label: 'Author' },
    { kind: 'date', name: 'publishedDate', label: 'Published date' },
    { kind: 'document', name: 'documentKey' },
  ],
  listQuery: adminWhitepapersQueryOptions,
  create: createWhitepaper,
  update: updateWhitepaper,
  remove: deleteWhitepaper,
  cardMeta: (paper) => `${paper.author} · ${parseISO(paper.publishedDate).toLocaleDateString()}`,
}
