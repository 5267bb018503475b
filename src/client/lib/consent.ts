import { CONSENT_COOKIE_SET, CONSENT_DECIDED_COOKIE, MARKETING_CONSENT_COOKIE } from '@shared/consent-cookie'
import { CONSENT_DECIDED_KEY, CONSENT_PREFERENCES_KEY, VISIT_ATTRIBUTION_KEY } from '@shared/storage-names'
import { createContext, use, useSyncExternalStore } from 'react'

// docs/product.md sections 3, 4 and 9: the visitor's cookie choices. The single source every tracking
// gate reads (page visits, chat widget, lead creation, identification).

export const CONSENT_CATEGORIES = [
  'essential',
  'analytics',
  'marketing',
  'functional',
  'crmTracking',
] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentPreferences = Record<ConsentCategory, boolean>

// Where the visit came from (visit-attribution.ts) is kept only while analytics is allowed.
export { CONSENT_DECIDED_KEY, CONSENT_PREFERENCES_KEY, VISIT_ATTRIBUTION_KEY }

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
  crmTracking: false,
}

export interface ConsentState {
  decided: boolean
  preferences: ConsentPreferences
}

const UNDECIDED: ConsentState = { decided: false, preferences: DEFAULT_PREFERENCES }

function read(): ConsentState {
  if (typeof localStorage === 'undefined') return UNDECIDED
  try {
    const decided = localStorage.getItem(CONSENT_DECIDED_KEY) === 'true'
    const stored = JSON.parse(
      localStorage.getItem(CONSENT_PREFERENCES_KEY) ?? 'null',
    ) as Partial<ConsentPreferences> | null
    // A first visit: the very state the page was rendered with, so hydration has nothing to redo.
    if (!decided && stored === null) return UNDECIDED
    const preferences = { ...DEFAULT_PREFERENCES, ...stored, essential: true }
    return { decided, preferences }
  } catch {
    return UNDECIDED
  }
}

const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split(/;\s*/).includes(`${name}=${CONSENT_COOKIE_SET}`)
}

function writeCookie(name: string, set: boolean): void {
  if (typeof document === 'undefined' || set === hasCookie(name)) return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const value = set ? `${CONSENT_COOKIE_SET}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}` : '; Max-Age=0'
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers; the value is a constant
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`
}

/**
 * The choice as cookies as well, a first-party record sent nowhere else: the Worker renders the
 * banner only for a request without the decided one, and puts the chat widget's hosts in a
 * page's CSP only when the request carries the marketing one.
 */
function writeConsentCookies({ decided, preferences }: ConsentState): void {
  writeCookie(CONSENT_DECIDED_COOKIE, decided)
  writeCookie(MARKETING_CONSENT_COOKIE, preferences.marketing)
}

// Read before anything here writes the cookie: whether the request for this page carried it,
// and so whether this page's CSP admits the chat widget's hosts.
let pageServedWithMarketingConsent = hasCookie(MARKETING_CONSENT_COOKIE)

/** This page's CSP admits the chat widget: consent given before the page was loaded. */
export const pageAdmitsChatWidget = () => pageServedWithMarketingConsent

let state: ConsentState | undefined
const listeners = new Set<() => void>()

export function getConsent(): ConsentState {
  if (!state) {
    state = read()
    // Choices stored before the cookies existed reach the Worker from the next page on.
    writeConsentCookies(state)
  }
  return state
}

/** Records a decision; listeners (gates, banner) react at once, no reload. */
export function saveConsent(preferences: ConsentPreferences): void {
  const next = { decided: true, preferences: { ...preferences, essential: true } }
  localStorage.setItem(CONSENT_DECIDED_KEY, 'true')
  localStorage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify(next.preferences))
  writeConsentCookies(next)
  if (!next.preferences.analytics) sessionStorage.removeItem(VISIT_ATTRIBUTION_KEY)
  state = next
  for (const listener of listeners) listener()
}

export const acceptAll = () =>
  saveConsent({ essential: true, analytics: true, marketing: true, functional: true, crmTracking: true })
export const rejectAll = () => saveConsent(DEFAULT_PREFERENCES)

export function hasConsent(category: ConsentCategory): boolean {
  return getConsent().preferences[category]
}

function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Reads everything again from storage and cookies, as a new page load would (tests). */
export function reloadConsent(): void {
  state = undefined
  pageServedWithMarketingConsent = hasCookie(MARKETING_CONSENT_COOKIE)
  for (const listener of listeners) listener()
}

const SERVED_DECIDED: ConsentState = { decided: true, preferences: DEFAULT_PREFERENCES }

/** Whether the request for this page said a choice was made (its decided cookie). */
export const ServedConsentContext = createContext(false)

/**
 * The visitor's choices. The Worker's render, and the hydration pass that must match it, know
 * only what the request's cookie said: decided or not, with nothing allowed beyond essentials.
 * The stored choices take over right after hydration.
 */
export function useConsent(): ConsentState {
  const served = use(ServedConsentContext) ? SERVED_DECIDED : UNDECIDED
  return useSyncExternalStore(subscribeConsent, getConsent, () => served)
}
