// The Cloudflare Images binding: reads an image's header and decodes, resizes and re-encodes it.
// Locally Miniflare performs the same calls with sharp.

import { type VariantFormat, type VariantSize, variantTransform } from './variant-names'

/** What an image's header declares. */
export interface RasterInfo {
  format: string
  width: number
  height: number
}

const streamOf = (bytes: ArrayBuffer): ReadableStream<Uint8Array> => new Blob([bytes]).stream()

/** The header's format and dimensions, or null when the binding cannot read them (or it is SVG). */
export async function readRasterInfo(images: ImagesBinding, bytes: ArrayBuffer): Promise<RasterInfo | null> {
  try {
    const info = await images.info(streamOf(bytes))
    return 'width' in info ? { format: info.format, width: info.width, height: info.height } : null
  } catch {
    return null
  }
}

/**
 * One variant, decoded and encoded anew, so no metadata of the original (EXIF, GPS) is carried
 * over. Throws when the binding is missing (a deployment without `[images]`) or cannot decode.
 */
export async function renderVariant(
  images: ImagesBinding | undefined,
  source: ArrayBuffer | ReadableStream<Uint8Array>,
  size: VariantSize,
  format: VariantFormat,
): Promise<ArrayBuffer> {
  if (!images) throw new Error('The Images binding is not configured')
  const input = source instanceof ArrayBuffer ? streamOf(source) : source
  const result = await images.input(input).transform(variantTransform(size)).output({ format })
  return new Response(result.image()).arrayBuffer()
}
