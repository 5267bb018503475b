// The seed's featured images are uploads like any other: each file in images/ is put
// into the local R2 bucket under an upload key, with its `media` row, and the seeded content
// names it by its `/images/<key>` address, so it is served in every width like a staff upload.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { seedImageKey } from './seed-image-address.ts'

export const SEED_IMAGES_DIR = join(import.meta.dirname, 'images')

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
