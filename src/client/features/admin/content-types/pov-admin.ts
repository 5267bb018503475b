import { contentTypes } from '@shared/content-registry'
import { type PovInput, type PovPayload, povSchema } from '@shared/schemas/pov'
import type { Pov } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminPovsQueryOptions } from '../api/content-queries'
import { createPov, deletePov, updatePov } from '../api/content-writes'
import { type AdminContentType, staffNaming } from './admin-content-type'

export const povAdmin: AdminContentType<Pov, PovInput, PovPayload> = {
  ...staffNaming(contentTypes.pov),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: povSchema,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'text', name: 'description', label: 'Description' },
    { kind: 'long', name: 'content', label: 'Content', rows: 8, markdown: 'article' },
    { kind: 'text', name: 'excerpt', label: 'Excerpt' },
    { kind: 'text', name: 'author', label: 'Author' },
    { kind: 'date', name: 'publishedDate', label: 'Published date' },
  ],
  listQuery: adminPovsQueryOptions,
  create: createPov,
  update: updatePov,
  remove: deletePov,
  cardMeta: (pov) => `${pov.author} · ${parseDate(pov.publishedDate).toLocaleDateString()}`,
}
