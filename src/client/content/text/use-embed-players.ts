import { PLAY_AFTER_LOAD_KEY } from '@shared/storage-names'
import { useEffect } from 'react'
import { useConsent } from '@/lib/consent'

// The players behind a text's embed placeholders (markdown-content.tsx). The placeholders sit in
// static parts kept as served, so this listens on the document, as static-part-links.ts does.

const PLACEHOLDER = 'a[data-embed-player]'

/**
 * Whether this document was served for the page on screen. The Worker admits a player's host to
 * the CSP of the pages that show it, and a document keeps the CSP it was served with through
 * client-side navigation, so a player can load only on the page the document was served for.
 */
function servedForThisPage(): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  return entry !== undefined && new URL(entry.name).pathname === location.pathname
}

/**
 * Puts the player in the placeholder's box, beside the link it hides: React may own the link
 * (a page rendered after a navigation), so it is hidden rather than removed.
 */
function load(link: HTMLAnchorElement, autoplay: boolean) {
  const box = link.parentElement
  const src = link.dataset.embedPlayer
  if (!box || !src || link.hidden) return
  const player = new URL(src)
  if (autoplay) player.searchParams.set('autoplay', '1')
  const frame = document.createElement('iframe')
  frame.src = player.href
  frame.title = link.dataset.embedTitle ?? ''
  // Scripts and the provider's own origin (its player needs its cookies and storage); no top
  // navigation, no forms; pop-ups only for the provider's 'watch on' links.
  frame.sandbox.value =
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox'
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
  frame.allowFullscreen = true
  // The providers refuse to play for a page that sends no referrer.
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.className = 'absolute inset-0 h-full w-full border-0'
  link.hidden = true
  box.appendChild(frame)
  if (autoplay) frame.focus()
}

const placeholders = () => [...document.querySelectorAll<HTMLAnchorElement>(PLACEHOLDER)]

/**
 * A click on a placeholder loads its player and plays it. Where this document's CSP does not admit
 * players (the visitor came by a client-side navigation), the page is loaded afresh and plays the
 * embed then. A visitor who accepted marketing cookies gets every player at once, unplayed.
 */
export function useEmbedPlayers(): void {
  const marketing = useConsent().preferences.marketing
  useEffect(() => {
    if (!servedForThisPage()) return
    const asked = sessionStorage.getItem(PLAY_AFTER_LOAD_KEY)
    if (asked === null) return
    sessionStorage.removeItem(PLAY_AFTER_LOAD_KEY)
    const link = placeholders()[Number(asked)]
    if (link) load(link, true)
  }, [])

  useEffect(() => {
    if (marketing && servedForThisPage()) for (const link of placeholders()) load(link, false)
  }, [marketing])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element)) return
      const link = event.target.closest(PLACEHOLDER)
      if (!(link instanceof HTMLAnchorElement)) return
      event.preventDefault()
      if (servedForThisPage()) {
        load(link, true)
        return
      }
      sessionStorage.setItem(PLAY_AFTER_LOAD_KEY, String(placeholders().indexOf(link)))
      location.reload()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
