import { useSyncExternalStore } from 'react'

// SPEC.md sections 3, 4 and 9: the visitor's cookie choices. The single source every tracking
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

export const CONSENT_DECIDED_KEY = 'cookie-consent'
export const CONSENT_PREFERENCES_KEY = 'cookie-preferences'

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
    const preferences = { ...DEFAULT_PREFERENCES, ...stored, essential: true }
    return { decided, preferences }
  } catch {
    return UNDECIDED
  }
}

let state: ConsentState | undefined
const listeners = new Set<() => void>()

export function getConsent(): ConsentState {
  state ??= read()
  return state
}

/** Records a decision; listeners (gates, banner) react at once, no reload. */
export function saveConsent(preferences: ConsentPreferences): void {
  const next = { decided: true, preferences: { ...preferences, essential: true } }
  localStorage.setItem(CONSENT_DECIDED_KEY, 'true')
  localStorage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify(next.preferences))
  state = next
  for (const listener of listeners) listener()
}

export const acceptAll = () =>
  saveConsent({ essential: true, analytics: true, marketing: true, functional: true, crmTracking: true })
export const rejectAll = () => saveConsent(DEFAULT_PREFERENCES)

export function hasConsent(category: ConsentCategory): boolean {
  return getConsent().preferences[category]
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets the in-memory copy so the next read comes from storage (tests, storage events). */
export function reloadConsent(): void {
  state = undefined
  for (const listener of listeners) listener()
}

/**
 * The visitor's choices, or undefined while they cannot be known: in the Worker's server render
 * and in the hydration pass that must match it. Showing nothing then keeps a returning visitor
 * from seeing the banner flash before the stored choice is read.
 */
export function useConsent(): ConsentState | undefined {
  return useSyncExternalStore(subscribeConsent, getConsent, () => undefined)
}
