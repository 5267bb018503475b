import { contentTypes } from '@shared/content-registry'
import { articleFields, type PovInput, type PovPayload, povSchema } from '@shared/schemas/pov'
import type { Pov } from '@shared/types'
import { parseDate } from '@/lib/local-date'
import { adminPovsQueryOptions } from '../api/content-queries'
import { createPov, deletePov, updatePov } from '../api/content-writes'
import { type AdminContentType, formFields, staffNaming } from './admin-content-type'

export const povAdmin: AdminContentType<Pov, PovInput, PovPayload> = {
  ...staffNaming(contentTypes.pov),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: povSchema,
  fields: formFields<PovInput>(articleFields),
  listQuery: adminPovsQueryOptions,
  create: createPov,
  update: updatePov,
  remove: deletePov,
  cardText: (pov) => pov.excerpt,
  cardMeta: (pov) => `${pov.author} · ${parseDate(pov.publishedDate).toLocaleDateString()}`,
}
