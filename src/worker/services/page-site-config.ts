import type { SiteConfig } from '../../shared/site-config'
import type { Db } from '../db/client'
import { type AppConfig, publicConfig } from '../env'
import { storedMenus } from './menus'
import { readSiteDocuments } from './site-documents'

/**
 * The configuration a page renders with: the deploy's public configuration (the seed's defaults)
 * under what staff saved in the site documents, read in one query. Only a render reads it, so a
 * page served from the edge cache costs no D1 round trip.
 */
export async function pageSiteConfig(db: Db, config: AppConfig): Promise<SiteConfig> {
  const documents = await readSiteDocuments(db)
  return {
    ...publicConfig(config),
    ...(documents.settings?.body as object),
    menus: storedMenus(documents.menus),
  }
}
