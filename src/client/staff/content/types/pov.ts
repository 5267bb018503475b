import { contentTypes } from '@shared/content/registry'
import { articleFields, type Pov, type PovInput, type PovPayload, povSchema } from '@shared/content/types/pov'
import { parseDate } from '@/lib/local-date'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'
import { contentTypeCalls } from '@/staff/shared/content-type-calls'

export const declaration: AdminContentType<Pov, PovInput, PovPayload> = {
  ...staffNaming(contentTypes.pov),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: povSchema,
  fields: formFields<PovInput>(articleFields),
  ...contentTypeCalls<Pov, PovPayload>(contentTypes.pov),
  byline: { label: 'Author', of: (pov) => pov.author },
  cardText: (pov) => pov.excerpt,
  cardMeta: (pov) => `${pov.author} · ${parseDate(pov.publishedDate).toLocaleDateString()}`,
}
