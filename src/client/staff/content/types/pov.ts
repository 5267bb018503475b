import { contentTypes } from '@shared/content/registry'
import { articleFields, type Pov, type PovInput, type PovPayload, povSchema } from '@shared/content/types/pov'
import { api } from '@/lib/api-client'
import { parseDate } from '@/lib/local-date'
import { contentTypeCalls } from '@/staff/content/content-type-calls'
import { type AdminContentType, formFields, staffNaming } from '@/staff/content/staff-content-type'

export const povAdmin: AdminContentType<Pov, PovInput, PovPayload> = {
  ...staffNaming(contentTypes.pov),
  serverMessageFirst: false,
  imageRequiredOnCreate: false,
  schema: povSchema,
  fields: formFields<PovInput>(articleFields),
  ...contentTypeCalls<Pov, PovPayload>(contentTypes.pov, api[contentTypes.pov.segment]),
  byline: { label: 'Author', of: (pov) => pov.author },
  cardText: (pov) => pov.excerpt,
  cardMeta: (pov) => `${pov.author} · ${parseDate(pov.publishedDate).toLocaleDateString()}`,
}
