// The checks every upload passes before anything is stored: the Images binding must
// read it as the format its bytes claim, it must hold at most IMAGE_MAX_PIXELS, and it must decode
// in full, which the largest standard variant proves (a header may declare pixels its data lacks).

import { IMAGE_MAX_PIXELS } from '../../../shared/image-variants'
import { mediaApiMessages } from '../../../shared/media-messages'
import { HttpError } from '../../lib/http-error'
import { type RasterInfo, readRasterInfo, renderVariant } from './engine'
import { IMAGE_TYPES, type ImageExtension } from './sniff'
import { LARGEST_WIDTH } from './variant-names'

export interface ProcessedImage {
  /** As shown, after the EXIF orientation: what pages reserve room for. */
  width: number
  height: number
  /** MIME type, as the binding read it. */
  format: string
  /** The largest standard variant, WebP, made while proving the image decodes. */
  largest: { width: number; bytes: ArrayBuffer }
}

/**
 * Reads and decodes an image once. Throws 415 when it cannot be read, is not the sniffed format or
 * does not decode, 413 over IMAGE_MAX_PIXELS (checked from the header, before any decoding).
 */
export async function processImage(
  images: ImagesBinding,
  bytes: ArrayBuffer,
  extension: ImageExtension,
): Promise<ProcessedImage> {
  const header = await readRasterInfo(images, bytes)
  if (header?.format !== IMAGE_TYPES[extension]) throw new HttpError(415, mediaApiMessages.unreadable)
  if (header.width * header.height > IMAGE_MAX_PIXELS)
    throw new HttpError(413, mediaApiMessages.tooManyPixels)
  // The longer side: a photo its EXIF orientation turns upright still gets its full largest width.
  const width = Math.min(LARGEST_WIDTH, Math.max(header.width, header.height))
  const largest = await renderVariant(images, bytes, { width }, 'image/webp').catch(() => null)
  const shown = largest && (await readRasterInfo(images, largest))
  if (!largest || !shown) throw new HttpError(415, mediaApiMessages.unreadable)
  return {
    ...shownSize(header, shown),
    format: header.format,
    largest: { width: shown.width, bytes: largest },
  }
}

/**
 * The header's dimensions as shown: swapped when the decoder turned the image (EXIF orientations
 * 5 to 8), which only the decoded variant's shape tells.
 */
function shownSize(header: RasterInfo, decoded: RasterInfo): { width: number; height: number } {
  const kept = Math.abs(decoded.width * header.height - decoded.height * header.width)
  const turned = Math.abs(decoded.width * header.width - decoded.height * header.height)
  return turned < kept
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height }
}
