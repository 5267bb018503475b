import { parseAccept } from 'hono/utils/accept'
import type { ImageExtension } from './sniff'
import type { VariantFormat } from './variant-names'

/** Formats a browser gets only when its `Accept` names them, the smaller first on a tie. */
const MODERN_FORMATS = ['image/avif', 'image/webp'] as const

/**
 * The variant format for a request's `Accept`: AVIF or WebP when named explicitly (with q > 0),
 * the higher q first. `image/*` and `*\/*` do not count: browsers that cannot decode AVIF send them
 * too. Otherwise JPEG for a JPEG original and PNG for every other, which may be transparent.
 */
export function negotiateFormat(accept: string | undefined, original: ImageExtension): VariantFormat {
  const named = parseAccept(accept ?? '')
    .map(({ type, q }) => ({ format: MODERN_FORMATS.find((format) => format === type.toLowerCase()), q }))
    .filter((entry) => entry.format !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || MODERN_FORMATS.indexOf(a.format!) - MODERN_FORMATS.indexOf(b.format!))
  return named[0]?.format ?? (original === 'jpg' ? 'image/jpeg' : 'image/png')
}
