import { type Attribution, type Campaign, UTM_PARAMETERS } from '@shared/visit-attribution'
import { hasConsent, VISIT_ATTRIBUTION_KEY } from '@/lib/consent'
import { visitorSessionId } from './visitor-session'

// Where this browser session's visit came from, kept in sessionStorage while the
// visitor allows analytics (consent.ts deletes it when they stop): the landing page and the site
// that referred them, and the first and the latest campaign parameters seen. The public forms send
// it along; nothing of it leaves the browser otherwise.

function read(): Attribution {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VISIT_ATTRIBUTION_KEY) ?? '{}')
    return typeof stored === 'object' && stored !== null ? (stored as Attribution) : {}
  } catch {
    return {}
  }
}

/** An address's campaign parameters, or undefined when it has none. */
function campaignOf(page: string): Campaign | undefined {
  const search = new URL(page, 'https://site.invalid').searchParams
  const found = UTM_PARAMETERS.flatMap((name) => {
    const value = search.get(`utm_${name}`)?.trim().slice(0, 200)
    return value ? [[name, value] as const] : []
  })
  return found.length ? Object.fromEntries(found) : undefined
}

/** The referring site's host, when the visitor came from another site. */
function externalHost(referrer: string): string | undefined {
  if (!URL.canParse(referrer)) return undefined
  const { host, protocol } = new URL(referrer)
  return (protocol === 'https:' || protocol === 'http:') && host !== location.host ? host : undefined
}

/**
 * Notes a page of the visit (`page` as tracking keeps it: path and utm_* parameters), with
 * analytics consent only: the first one noted is the landing page, with the session's referrer.
 */
export function recordVisit(page: string): void {
  if (!hasConsent('analytics')) return
  const record = read()
  const campaign = campaignOf(page)
  const next: Attribution = {
    ...record,
    landingPage: record.landingPage ?? page,
    referrerHost: record.landingPage ? record.referrerHost : externalHost(document.referrer),
    first: record.first ?? campaign,
    latest: campaign ?? record.latest,
  }
  sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify(next))
}

/**
 * What a form sends along, only while the visitor allows analytics: the visit's record, and the
 * session of the page-visit log, so staff see which pages the person read before (Performance).
 */
export function visitAttribution(): Attribution | undefined {
  if (!hasConsent('analytics')) return undefined
  const record = read()
  return record.landingPage ? { ...record, sessionId: visitorSessionId() } : undefined
}
