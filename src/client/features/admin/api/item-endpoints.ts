import type { ContentTypeName } from '@shared/content-type-names'
import { api } from '@/lib/api-client'

/** Each content type's item on the API (/api/<type>/:id), by the name its per-item records store. */
export const itemEndpoints = {
  pov: api.povs[':id'],
  case_study: api['case-studies'][':id'],
  whitepaper: api.whitepapers[':id'],
} satisfies Record<ContentTypeName, unknown>
