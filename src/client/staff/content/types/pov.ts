import { contentTypes } from '@shared/content/registry'
import { articleFields, type Pov, type PovInput, type PovPayload, povSchema } from '@shared/content/types/pov'
import { parseDate } from '@/lib/local-date'
import { type AdminContentType, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<Pov, PovInput, PovPayload> = {
  ...staffNaming<PovInput>(contentTypes.pov, articleFields),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: povSchema,
  ...contentTypeCalls<Pov, PovPayload>(contentTypes.pov),
  cardText: (pov) => pov.excerpt,
  cardMeta: (pov) => `${pov.author} · ${parseDate(pov.publishedDate).toLocaleDateString()}`,
}
