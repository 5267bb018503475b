// Images for the Worker tests, made with sharp (the engine Miniflare runs the Images binding
// with) when the test run starts, and handed to the Worker as a binding: real photos and
// deliberately broken files, built from a recipe here instead of committed as opaque bytes.

import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A smooth gradient: small to store, yet every variant differs from every other. */
function gradient(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels
      pixels[at] = Math.round((x / width) * 255)
      pixels[at + 1] = Math.round((y / height) * 255)
      pixels[at + 2] = 128
      if (channels === 4) pixels[at + 3] = x < width / 2 ? 255 : 96
    }
  }
  return sharp(pixels, { raw: { width, height, channels } })
}

/** What a phone writes: a description and where the photo was taken (GPS IFD). */
const CAMERA_EXIF = {
  IFD0: { ImageDescription: 'crestline-exif-secret', Make: 'Crestline Test Camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
}

/** A PNG whose header (IHDR, with a valid CRC) declares other dimensions than its pixel data holds. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(png)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

/** A baseline JPEG whose frame header (SOF0) declares other dimensions than its scan holds. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(jpeg)
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]))
  bytes.writeUInt16BE(height, frame + 5)
  bytes.writeUInt16BE(width, frame + 7)
  return bytes
}

export async function makeImageFixtures() {
  const tinyPng = await gradient(10, 10).png().toBuffer()
  const smallJpeg = await gradient(64, 48).jpeg().toBuffer()
  const fixtures = {
    /** 1000x750 camera JPEG carrying EXIF with a GPS position. */
    photo: await gradient(1000, 750).jpeg().withExif(CAMERA_EXIF).toBuffer(),
    /** 400x300 as stored, EXIF orientation 6: shown upright as 300x400. */
    sideways: await gradient(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    /** One small, real image of each accepted format (the PNG half transparent). */
    jpg: smallJpeg,
    png: await gradient(40, 30, 4).png().toBuffer(),
    gif: await gradient(40, 30).gif().toBuffer(),
    webp: await gradient(40, 30).webp().toBuffer(),
    avif: await gradient(40, 30).avif().toBuffer(),
    /** 3000x2000 in its header, 10x10 in its data. */
    lyingPng: withPngSize(tinyPng, 3000, 2000),
    /** 4000x3000 in its header, 64x48 in its data. */
    lyingJpeg: withJpegSize(smallJpeg, 4000, 3000),
    /** 8000x6000 (48 megapixels) in its header, a few bytes of data. */
    hugePng: withPngSize(tinyPng, 8000, 6000),
    /** A PNG signature followed by no PNG at all. */
    fakePng: Buffer.concat([tinyPng.subarray(0, 8), Buffer.from('not a PNG chunk in sight')]),
  }
  return Object.fromEntries(
    Object.entries(fixtures).map(([name, bytes]) => [name, bytes.toString('base64')]),
  ) as {
    [name in keyof typeof fixtures]: string
  }
}

export type ImageFixtures = Awaited<ReturnType<typeof makeImageFixtures>>
