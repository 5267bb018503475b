import sharp from 'sharp'
import { UPLOAD_MAX_BYTES } from '../../src/shared/constants.ts'
import { seededRandom } from '../lib/seeded-random.ts'

// A camera-sized photo for the images bench, made on the spot (nothing committed): sky and ground
// gradients, soft coloured shapes, a fine texture and grain, so that JPEG compresses it about as
// badly as a real photo (a flat or purely random picture would be far smaller or far larger).

const WIDTH = 4000
const HEIGHT = 3000
/** Just under the upload limit, as a phone photo straight from the camera is. */
const MIN_BYTES = 4_000_000
const MAX_BYTES = Math.floor(UPLOAD_MAX_BYTES * 0.95)

/** Value noise at several scales, -1 to 1: detail that survives downscaling, as leaves and stones do. */
function fractalNoise(r: () => number): (x: number, y: number) => number {
  const octaves = [8, 24, 72, 216].map((cell, index) => {
    const columns = Math.ceil(WIDTH / cell) + 2
    const grid = Float32Array.from({ length: columns * (Math.ceil(HEIGHT / cell) + 2) }, () => r() * 2 - 1)
    return { cell, columns, grid, weight: 0.55 + index * 0.15 }
  })
  const total = octaves.reduce((sum, octave) => sum + octave.weight, 0)
  return (x, y) => {
    let value = 0
    for (const { cell, columns, grid, weight } of octaves) {
      const gx = x / cell
      const gy = y / cell
      const x0 = Math.floor(gx)
      const y0 = Math.floor(gy)
      const fx = gx - x0
      const fy = gy - y0
      const at = (dx: number, dy: number) => grid[(y0 + dy) * columns + x0 + dx] ?? 0
      const top = at(0, 0) + (at(1, 0) - at(0, 0)) * fx
      const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * fx
      value += (top + (bottom - top) * fy) * weight
    }
    return value / total
  }
}

function pixels(seed: number): Uint8ClampedArray {
  const r = seededRandom(seed)
  const noise = fractalNoise(r)
  const out = new Uint8ClampedArray(WIDTH * HEIGHT * 3)
  const shapes = Array.from({ length: 12 }, () => ({
    x: r() * WIDTH,
    y: r() * HEIGHT,
    size: 200 + r() * 900,
    rgb: [r() * 255, r() * 255, r() * 255] as const,
  }))
  const horizon = HEIGHT * (0.45 + r() * 0.2)
  const rgb = [0, 0, 0]
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const sky = y < horizon
      const t = sky ? y / horizon : (y - horizon) / (HEIGHT - horizon)
      rgb[0] = sky ? 90 + 110 * t : 70 + 40 * t
      rgb[1] = sky ? 140 + 80 * t : 110 - 30 * t
      rgb[2] = sky ? 220 - 20 * t : 50 + 10 * t
      for (const shape of shapes) {
        const d2 = ((x - shape.x) ** 2 + (y - shape.y) ** 2) / (shape.size * shape.size)
        if (d2 >= 4) continue
        const weight = Math.exp(-d2) * 0.6
        for (let c = 0; c < 3; c += 1) rgb[c] = (rgb[c] ?? 0) + ((shape.rgb[c] ?? 0) - (rgb[c] ?? 0)) * weight
      }
      const texture = noise(x, y) * (sky ? 25 : 70)
      const grain = (r() - 0.5) * 36
      const i = (y * WIDTH + x) * 3
      out[i] = (rgb[0] ?? 0) + texture + grain
      out[i + 1] = (rgb[1] ?? 0) + texture + grain * 0.9
      out[i + 2] = (rgb[2] ?? 0) + texture + grain * 1.1
    }
  }
  return out
}

export interface BenchPhoto {
  jpeg: Buffer
  width: number
  height: number
}

/** A 4000x3000 JPEG of 4 to 4.75 MB; `seed` makes each one a different picture. */
export async function benchPhoto(seed: number): Promise<BenchPhoto> {
  const raw = sharp(pixels(seed), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  for (let quality = 92; quality >= 70; quality -= 2) {
    const jpeg = await raw.clone().jpeg({ quality }).toBuffer()
    if (jpeg.length <= MAX_BYTES) {
      if (jpeg.length < MIN_BYTES) throw new Error(`the bench photo came out at ${jpeg.length} bytes`)
      return { jpeg, width: WIDTH, height: HEIGHT }
    }
  }
  throw new Error('the bench photo stays over the upload limit')
}
