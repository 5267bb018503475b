// Which addresses in a text are embeds. An embed is written as a paragraph that is
// only a link to a video or post, so the text reads well without the editor and is a link to the
// video wherever Markdown is shown:
//
//   https://youtu.be/dQw4w9WgXcQ                                   (a bare address: a generic title)
//   [Our approach to data](https://vimeo.com/76979871)             (the link text is the title)
//   [![Our approach to data](/images/…/thumb.webp)](https://…)     (an upload as its thumbnail)
//
// The player's address is always built here from the provider's id, never taken from the text.

export type EmbedProvider = 'youtube' | 'vimeo' | 'linkedin'

export interface Embed {
  provider: EmbedProvider
  /** The address the placeholder links to: the video or post on its own site. */
  href: string
  /** The address of the player, loaded in a sandboxed frame only after the visitor asks. */
  playerSrc: string
}

/** Each provider's name as visitors know it. */
export const EMBED_PROVIDER_NAMES: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  linkedin: 'LinkedIn',
}

/** Each provider's player host: the only origins a page ever admits to `frame-src`. */
const PLAYER_ORIGINS: Record<EmbedProvider, string> = {
  // The privacy-enhanced host sets no cookie until the visitor plays the video.
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  linkedin: 'https://www.linkedin.com',
}

/** Whether `origin` is one of the players' hosts. */
export const isPlayerOrigin = (origin: string): boolean => Object.values(PLAYER_ORIGINS).includes(origin)

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])
const LINKEDIN_HOSTS = new Set(['linkedin.com', 'www.linkedin.com'])
const LINKEDIN_URN = /^urn:li:(activity|share|ugcPost):(\d{10,25})$/

const youtube = (id: string | null | undefined): Embed | null =>
  id && YOUTUBE_ID.test(id)
    ? {
        provider: 'youtube',
        href: `https://www.youtube.com/watch?v=${id}`,
        playerSrc: `${PLAYER_ORIGINS.youtube}/embed/${id}`,
      }
    : null

const vimeo = (id: string | undefined): Embed | null =>
  id && /^\d{1,12}$/.test(id)
    ? {
        provider: 'vimeo',
        href: `https://vimeo.com/${id}`,
        // `dnt` asks the player not to track the session.
        playerSrc: `${PLAYER_ORIGINS.vimeo}/video/${id}?dnt=1`,
      }
    : null

const linkedin = (urn: string | undefined): Embed | null => {
  const match = urn ? LINKEDIN_URN.exec(urn) : null
  return match
    ? {
        provider: 'linkedin',
        href: `https://www.linkedin.com/feed/update/${urn}/`,
        playerSrc: `${PLAYER_ORIGINS.linkedin}/embed/feed/update/${urn}`,
      }
    : null
}

/** The embed an address stands for, or null when it is an ordinary link. */
export function embedOf(address: string): Embed | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (segments.length === 2 && ['shorts', 'embed', 'live'].includes(segments[0] ?? '')) {
      return youtube(segments[1])
    }
    return null
  }
  if (VIMEO_HOSTS.has(host)) return segments.length === 1 ? vimeo(segments[0]) : null
  if (LINKEDIN_HOSTS.has(host)) {
    // A post's own address: /posts/<author>_<words>-activity-<id>-<code>
    if (segments.length === 2 && segments[0] === 'posts') {
      const id = /-activity-(\d{10,25})-/.exec(`${segments[1]}-`)?.[1]
      return id ? linkedin(`urn:li:activity:${id}`) : null
    }
    // /feed/update/urn:li:activity:<id>
    if (segments.length === 3 && segments[0] === 'feed' && segments[1] === 'update') {
      return linkedin(decodeURIComponent(segments[2] ?? ''))
    }
    return null
  }
  return null
}
