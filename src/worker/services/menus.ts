import { defaultMenus } from '../../shared/default-menus'
import { type Menus, menusSchema } from '../../shared/schemas/menus'
import type { StoredSiteDocument } from './site-documents'

/**
 * The menus pages show: what staff saved, or the defaults while nothing is saved or what is
 * stored fails the schema (a page never fails over its menus).
 */
export function storedMenus(document: StoredSiteDocument | undefined): Menus {
  if (document === undefined) return defaultMenus
  const result = menusSchema.safeParse(document.body)
  if (result.success) return result.data
  console.error('the stored menus fail their schema: pages show the default menus', result.error.issues)
  return defaultMenus
}
