import { loadOnce } from '@/lib/load-once'

/**
 * The code of a campaign page's bare header and footer (bare-chrome.tsx), once: the root layout
 * renders them lazily, and a page's loader starts it for a client-side navigation to such a page.
 */
export const loadBareChrome = loadOnce(() => import('./bare-chrome'))
