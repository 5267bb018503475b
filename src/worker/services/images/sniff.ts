// Uploaded images: the type is decided by the file's first bytes, never by its name or the
// declared type, and only raster formats browsers render without scripts are accepted.

import { asciiAt } from '../../lib/magic-bytes'

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
} as const

export type ImageExtension = keyof typeof IMAGE_TYPES

/** The image format from its magic bytes, or null for anything else (SVG included). */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'png'
  if (asciiAt(bytes, 0, 'GIF87a') || asciiAt(bytes, 0, 'GIF89a')) return 'gif'
  if (asciiAt(bytes, 0, 'RIFF') && asciiAt(bytes, 8, 'WEBP')) return 'webp'
  // ISO-BMFF: a `ftyp` box whose major brand is AVIF (still or sequence).
  if (asciiAt(bytes, 4, 'ftyp') && (asciiAt(bytes, 8, 'avif') || asciiAt(bytes, 8, 'avis'))) return 'avif'
  return null
}

/** The extension of an upload's key (`<uuid>.<ext>`, IMAGE_KEY_PATTERN), which is its sniffed format. */
export function keyExtension(key: string): ImageExtension {
  return key.slice(key.lastIndexOf('.') + 1) as ImageExtension
}
