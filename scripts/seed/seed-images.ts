// The seed's featured images are uploads like any other: each file in images/ is put
// into the local R2 bucket under an upload key, with its `media` row, and the seeded content
// names it by its `/images/<key>` address, so it is served in every width like a staff upload.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

export const SEED_IMAGES_DIR = join(import.meta.dirname, 'images')

/**
 * A name-based UUID (version 5 layout, SHA-1 of a fixed prefix and the file name): the same file
 * always gets the same key, so every seeded state holds the same objects and a seed that fails
 * half-way leaves nothing behind that the next run does not overwrite.
 */
function seedImageKey(fileName: string): string {
  const hash = createHash('sha1').update(`crestline-seed-image:${fileName}`).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.webp`
}

export const seedImageAddress = (fileName: string) => `/images/${seedImageKey(fileName)}`

export interface SeedImage {
  key: string
  fileName: string
  body: Uint8Array
  width: number
  height: number
}

/** The files with their dimensions, read as the upload route would record them. */
export async function readSeedImages(fileNames: string[]): Promise<SeedImage[]> {
  return Promise.all(
    [...new Set(fileNames)].map(async (fileName) => {
      const body = readFileSync(join(SEED_IMAGES_DIR, fileName))
      const { format, width, height } = await sharp(body).metadata()
      // The key's extension and the bucket's content type say WebP, so the file must be one.
      if (format !== 'webp') throw new Error(`Seed image ${fileName} is ${format}, not WebP`)
      return { key: seedImageKey(fileName), fileName, body, width, height }
    }),
  )
}
