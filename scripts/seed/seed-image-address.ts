import { createHash } from 'node:crypto'

// Where a seed image is served from, apart from reading the file (seed-images.ts), so that the seeded
// texts can show uploads in their Markdown without loading the image library.

/**
 * A name-based UUID (version 5 layout, SHA-1 of a fixed prefix and the file name): the same file
 * always gets the same key, so every seeded state holds the same objects and a seed that fails
 * half-way leaves nothing behind that the next run does not overwrite.
 */
export function seedImageKey(fileName: string): string {
  const hash = createHash('sha1').update(`crestline-seed-image:${fileName}`).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.webp`
}

export const seedImageAddress = (fileName: string) => `/images/${seedImageKey(fileName)}`
