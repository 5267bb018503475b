import { type SiteSettings, siteSettings } from '../../shared/schemas/site-settings'
import type { SiteDocumentRevision, StoredSiteDocument } from './site-documents'
import { defaultSiteSettings, type SettingsVariables } from './site-settings-defaults'

const FIELDS = Object.keys(siteSettings.shape) as (keyof SiteSettings)[]

/**
 * A stored body as settings: whole when it passes the schema, else field by field, each that
 * fails (or is missing) taken from the defaults. Stored data never makes a page fail.
 */
function checkedSiteSettings(body: unknown, defaults: SiteSettings): SiteSettings {
  const whole = siteSettings.safeParse(body)
  if (whole.success) return whole.data
  if (body !== undefined) console.error('stored site settings fail their schema', whole.error.issues)
  const stored = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const settings: Record<string, unknown> = {}
  for (const field of FIELDS) {
    const checked = siteSettings.shape[field].safeParse(stored[field])
    settings[field] = checked.success ? checked.data : defaults[field]
  }
  return settings as SiteSettings
}

/** What a page, the API and the form read: the stored settings, checked, or the defaults (version 0). */
export function currentSiteSettings(stored: StoredSiteDocument | undefined, config: SettingsVariables) {
  const defaults = defaultSiteSettings(config)
  return {
    settings: stored ? checkedSiteSettings(stored.body, defaults) : defaults,
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
  }
}

// The groups of fields the history names: an address or the profiles changed as one.
const changedFields = (settings: unknown, before: unknown): string[] => {
  const now = (settings ?? {}) as Record<string, unknown>
  const then = (before ?? {}) as Record<string, unknown>
  return FIELDS.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(then[field]))
}

/** The history list: each saved version with the fields it changed from the one before. */
export function settingsHistory(revisions: SiteDocumentRevision[]) {
  return revisions.map((revision, index) => ({
    version: revision.version,
    author: revision.author,
    savedAt: revision.savedAt,
    // The oldest listed (the seed's, or the last of a long history) has nothing to compare with.
    changed: index + 1 < revisions.length ? changedFields(revision.body, revisions[index + 1]?.body) : [],
  }))
}
