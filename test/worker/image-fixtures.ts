import { env } from 'cloudflare:workers'
import type { ImageFixtures } from '../support/image-fixtures'

/** The bytes of an image made by test/support/image-fixtures.ts. */
export function imageFixture(name: keyof ImageFixtures): Uint8Array {
  return Uint8Array.from(atob(env.IMAGE_FIXTURES[name]), (char) => char.charCodeAt(0))
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** Where `text` (ASCII) occurs in `bytes`, or -1. */
export function indexOfAscii(bytes: Uint8Array, text: string): number {
  const needle = ascii(text)
  for (let at = 0; at + needle.length <= bytes.length; at += 1) {
    if (needle.every((byte, index) => bytes[at + index] === byte)) return at
  }
  return -1
}

/** The format an encoder wrote, told by its magic bytes the way a browser does. */
export function magicFormat(bytes: Uint8Array): string {
  const at = (start: number, text: string) =>
    ascii(text).every((byte, index) => bytes[start + index] === byte)
  if (at(4, 'ftypavif')) return 'avif'
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (at(1, 'PNG\r\n')) return 'png'
  return 'unknown'
}

/** Width and height as the Images binding reads them back. */
export async function dimensionsOf(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const info = await env.IMAGES.info(new Blob([bytes]).stream())
  if (!('width' in info)) throw new Error(`not a raster image: ${info.format}`)
  return { width: info.width, height: info.height }
}
