import { isPlayerOrigin } from '../../shared/markdown/embed'

// The players a rendered page may load: the origins of its embed placeholders,
// for that page's `frame-src` alone. Read from the page's own HTML, so whatever renders an embed
// (any text on any page) is covered, and a page without one admits no frame.

const PLAYER_ADDRESS = /<a [^>]*data-embed-player="(https:\/\/[^/"]+)\//g

/** The player origins `html` names; only the providers' player hosts ever count. */
export function frameOriginsIn(html: string): string[] {
  const origins = new Set<string>()
  for (const [, origin] of html.matchAll(PLAYER_ADDRESS)) {
    if (origin && isPlayerOrigin(origin)) origins.add(origin)
  }
  return [...origins]
}
