import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  acceptAll,
  CONSENT_DECIDED_KEY,
  CONSENT_PREFERENCES_KEY,
  getConsent,
  hasConsent,
  rejectAll,
  reloadConsent,
  saveConsent,
  useConsent,
} from '@/lib/consent'
import { CookieSettingsDialog } from '@/site/consent/cookie-settings-dialog'

const storedPreferences = () => JSON.parse(localStorage.getItem(CONSENT_PREFERENCES_KEY) ?? 'null')

function Probe() {
  const consent = useConsent()
  return <p>{`${consent.decided}:${consent.preferences.marketing}`}</p>
}

// The store keeps an in-memory copy; every test starts from empty storage, as after a reload.
beforeEach(() => {
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, emptied as a new visitor's would be
  document.cookie = 'consent-marketing=; Max-Age=0; Path=/'
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'consent-decided=; Max-Age=0; Path=/'
  reloadConsent()
})

const cookieNamed = (name: string) =>
  document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`))
const marketingCookie = () => cookieNamed('consent-marketing')

describe('consent store', () => {
  it('mirrors the marketing choice into the cookie the Worker builds the CSP from', () => {
    acceptAll()
    expect(marketingCookie()).toBe('consent-marketing=1')
    saveConsent({ ...getConsent().preferences, marketing: false })
    expect(marketingCookie()).toBeUndefined()
    // A choice stored before the cookie existed is mirrored when it is first read.
    localStorage.setItem(CONSENT_DECIDED_KEY, 'true')
    localStorage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify({ marketing: true }))
    reloadConsent()
    expect(getConsent().preferences.marketing).toBe(true)
    expect(marketingCookie()).toBe('consent-marketing=1')
  })

  it('records that a choice was made in the cookie the Worker renders the banner from', () => {
    expect(cookieNamed('consent-decided')).toBeUndefined()
    rejectAll()
    expect(cookieNamed('consent-decided')).toBe('consent-decided=1')
    // A choice stored before the cookie existed is mirrored when it is first read.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar
    document.cookie = 'consent-decided=; Max-Age=0; Path=/'
    reloadConsent()
    getConsent()
    expect(cookieNamed('consent-decided')).toBe('consent-decided=1')
  })

  it('starts undecided with only essential cookies allowed', () => {
    expect(getConsent()).toEqual({
      decided: false,
      preferences: {
        essential: true,
        analytics: false,
        marketing: false,
        functional: false,
        crmTracking: false,
      },
    })
    expect(hasConsent('analytics')).toBe(false)
  })

  it('Accept All turns on all five categories and persists the flag and the JSON', () => {
    acceptAll()
    expect(getConsent().decided).toBe(true)
    expect(hasConsent('analytics') && hasConsent('marketing') && hasConsent('crmTracking')).toBe(true)
    expect(CONSENT_DECIDED_KEY).toBe('cookie-consent')
    expect(localStorage.getItem('cookie-consent')).toBe('true')
    expect(storedPreferences()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
      crmTracking: true,
    })
  })

  it('Reject All keeps only essential but records the decision', () => {
    acceptAll()
    rejectAll()
    expect(getConsent().decided).toBe(true)
    expect(storedPreferences()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
      crmTracking: false,
    })
  })

  it('never lets essential be switched off', () => {
    saveConsent({
      essential: false,
      analytics: true,
      marketing: false,
      functional: false,
      crmTracking: false,
    })
    expect(hasConsent('essential')).toBe(true)
    expect(storedPreferences().essential).toBe(true)
  })

  it('reloads the stored choices on start', () => {
    localStorage.setItem(CONSENT_DECIDED_KEY, 'true')
    localStorage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify({ analytics: true, marketing: false }))
    reloadConsent()
    expect(getConsent().decided).toBe(true)
    expect(hasConsent('analytics')).toBe(true)
    expect(hasConsent('marketing')).toBe(false)
    expect(hasConsent('essential')).toBe(true)
  })

  it('treats unreadable stored preferences as undecided', () => {
    localStorage.setItem(CONSENT_DECIDED_KEY, 'true')
    localStorage.setItem(CONSENT_PREFERENCES_KEY, '{not json')
    reloadConsent()
    expect(getConsent().decided).toBe(false)
    expect(hasConsent('analytics')).toBe(false)
  })

  it('re-renders subscribers at once when the choice changes', () => {
    render(<Probe />)
    expect(screen.getByText('false:false')).toBeInTheDocument()
    act(() => acceptAll())
    expect(screen.getByText('true:true')).toBeInTheDocument()
  })
})

describe('cookie settings dialog', () => {
  it('shows a switch per category with Essential on and disabled, and saves the toggled choices', async () => {
    const user = userEvent.setup()
    let open = true
    render(<CookieSettingsDialog open={open} onOpenChange={(value) => (open = value)} />)
    expect(screen.getByRole('heading', { name: 'Cookie Settings' })).toBeInTheDocument()
    const essential = screen.getByRole('switch', { name: 'Essential' })
    expect(essential).toBeChecked()
    expect(essential).toBeDisabled()
    for (const name of ['Analytics', 'Marketing', 'Functional', 'CRM Tracking']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked()
    }
    await user.click(screen.getByRole('switch', { name: 'Analytics' }))
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
    expect(open).toBe(false)
    expect(getConsent()).toEqual({
      decided: true,
      preferences: {
        essential: true,
        analytics: true,
        marketing: false,
        functional: false,
        crmTracking: false,
      },
    })
  })

  it('opens with the stored choices', () => {
    saveConsent({ essential: true, analytics: false, marketing: true, functional: false, crmTracking: true })
    render(<CookieSettingsDialog open onOpenChange={() => {}} />)
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'CRM Tracking' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked()
  })
})
