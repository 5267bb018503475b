import type { ConsentCategory } from '@/lib/consent'

// Labels and explanations the banner and the settings dialog show for each category.
export const consentCopy = {
  bannerTitle: 'We value your privacy',
  bannerText:
    'We use essential cookies to run this site. Analytics and marketing tools, such as live chat, run only if you allow them.',
  acceptAll: 'Accept All',
  rejectAll: 'Reject All',
  customize: 'Customize',
  close: 'Close cookie banner',
  dialogTitle: 'Cookie Settings',
  dialogDescription:
    'Choose which optional cookies we may use. Your choices apply immediately and you can change them at any time.',
  save: 'Save Preferences',
  settingsButton: 'Cookie Settings',
  policyLink: 'Cookie Policy',
} as const

export const categoryCopy: Record<ConsentCategory, { label: string; description: string }> = {
  essential: {
    label: 'Essential',
    description: 'Needed for the site to work and to remember these choices. Always on.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Records which pages are visited under a random session id, so we can improve content.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Loads live chat and lets our CRM follow up on enquiries you send us.',
  },
  functional: {
    label: 'Functional',
    description: 'Remembers optional settings that make repeat visits more convenient.',
  },
  crmTracking: {
    label: 'CRM Tracking',
    description: 'Links your visit to enquiries in our CRM so the right consultant can respond.',
  },
}
