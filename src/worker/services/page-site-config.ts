import type { SiteConfig } from '../../shared/site-config'
import type { Db } from '../db/client'
import type { AppConfig } from '../env'
import { storedMenus } from './menus'
import { readSiteDocuments } from './site-documents'
import { currentSiteSettings } from './site-settings'

/**
 * The configuration a page renders with: the site settings staff saved (checked against their
 * schema, the deploy variables standing in for what fails it) with the deploy's site address and
 * chat widget, read in one query. Only a render reads it, so a page served from the edge cache
 * costs no D1 round trip.
 */
export async function pageSiteConfig(db: Db, config: AppConfig, now = new Date()): Promise<SiteConfig> {
  const documents = await readSiteDocuments(db)
  const { settings } = currentSiteSettings(documents.settings, config)
  const { chatWidget, ...details } = settings
  return {
    ...details,
    siteUrl: config.SITE_URL,
    chatWidgetUrl: chatWidget ? config.CHAT_WIDGET_URL : '',
    chatWidgetCode: chatWidget ? config.CHAT_WIDGET_CODE : '',
    // The served page carries its year, so the hydrating browser shows the same one.
    year: now.getUTCFullYear(),
    menus: storedMenus(documents.menus),
  }
}
