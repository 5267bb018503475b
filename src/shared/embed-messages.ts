import { EMBED_PROVIDER_NAMES, type EmbedProvider } from './markdown/embed'

// Texts of an embed's placeholder on the public pages. Tests pin them as literals.

export const embedText = {
  /** What the placeholder's link does. */
  action: { youtube: 'Play video', vimeo: 'Play video', linkedin: 'Show post' } satisfies Record<
    EmbedProvider,
    string
  >,
  /** The title of an embed written as a bare address. */
  untitled: {
    youtube: 'Video on YouTube',
    vimeo: 'Video on Vimeo',
    linkedin: 'Post on LinkedIn',
  } satisfies Record<EmbedProvider, string>,
  /** Under the placeholder: nothing is fetched from the provider before the visitor asks. */
  notice: (provider: EmbedProvider) =>
    `Shown from ${EMBED_PROVIDER_NAMES[provider]} only when you ask: ${EMBED_PROVIDER_NAMES[provider]} may then set cookies.`,
  /** The player's frame, named for screen readers. */
  frameTitle: (title: string, provider: EmbedProvider) => `${title} (${EMBED_PROVIDER_NAMES[provider]})`,
} as const
