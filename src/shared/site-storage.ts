import type * as names from './storage-names'

// What the cookie policy says of each item the site keeps in a browser (storage-names.ts). The type
// asks for every name there, so an item the code starts to set cannot be left out of the policy.

type StorageName = (typeof names)[keyof typeof names]

interface StorageDescription {
  kind: 'Cookie' | 'Local storage' | 'Session storage'
  category: 'Essential' | 'Analytics' | 'Marketing' | 'Functional'
  purpose: string
  /** How long it stays. */
  kept: string
}

const UNTIL_CLEARED = 'Until you clear your browser’s site data'
const STAFF_SESSION = 'Until sign-out, at most 12 hours'

const described: Record<StorageName, StorageDescription> = {
  'cookie-consent': {
    kind: 'Local storage',
    category: 'Essential',
    purpose: 'Whether you have made your cookie choices.',
    kept: UNTIL_CLEARED,
  },
  'cookie-preferences': {
    kind: 'Local storage',
    category: 'Essential',
    purpose: 'Your cookie choices, by category.',
    kept: UNTIL_CLEARED,
  },
  'consent-decided': {
    kind: 'Cookie',
    category: 'Essential',
    purpose: 'Tells our server that you have made your choices, so pages come without the cookie banner.',
    kept: '1 year',
  },
  'consent-marketing': {
    kind: 'Cookie',
    category: 'Essential',
    purpose: 'Tells our server that you allowed marketing, so pages may load the live chat.',
    kept: '1 year',
  },
  'visitor-session-id': {
    kind: 'Session storage',
    category: 'Analytics',
    purpose: 'A random identifier that groups the page visits of one browsing session.',
    kept: 'Until you close the browser tab',
  },
  'visit-attribution': {
    kind: 'Session storage',
    category: 'Analytics',
    purpose: 'Where your visit came from: campaign tags, the referring site and the first page.',
    kept: 'Until you close the browser tab',
  },
  'embed-to-play': {
    kind: 'Session storage',
    category: 'Essential',
    purpose: 'Which video to play once the page has reloaded to allow it.',
    kept: 'Removed as the page loads',
  },
  '__Host-sid': {
    kind: 'Cookie',
    category: 'Essential',
    purpose: 'Staff only: keeps staff signed in to the content system.',
    kept: STAFF_SESSION,
  },
  '__Secure-pending-sign-in': {
    kind: 'Cookie',
    category: 'Essential',
    purpose: 'Staff only: holds a sign-in while its second factor is asked for.',
    kept: '5 minutes',
  },
  '__Host-d1-bookmark': {
    kind: 'Cookie',
    category: 'Essential',
    purpose: 'Staff only: lets staff see their own changes at once.',
    kept: STAFF_SESSION,
  },
  'staff-color-scheme': {
    kind: 'Local storage',
    category: 'Essential',
    purpose: 'Staff only: the content system’s light or dark look.',
    kept: UNTIL_CLEARED,
  },
  'staff-page-preview': {
    kind: 'Local storage',
    category: 'Essential',
    purpose: 'Staff only: whether the page editor shows its preview.',
    kept: UNTIL_CLEARED,
  },
  'staff-list-display': {
    kind: 'Local storage',
    category: 'Essential',
    purpose: 'Staff only: the columns and density of the content lists, one item per staff member.',
    kept: UNTIL_CLEARED,
  },
}

/** Everything the site keeps in a browser, in the order the cookie policy lists it. */
export const siteStorage = Object.entries(described).map(([name, description]) => ({ name, ...description }))
