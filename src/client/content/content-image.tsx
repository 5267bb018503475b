import { PLACEHOLDER_IMAGE } from '@shared/constants'
import { isImageAddress } from '@shared/image-address'
import { imageSrcSet, imageVariantAddress, uploadedImageKey } from '@shared/image-variants'
import type { ImageFocus } from '@shared/schemas/media'
import type * as React from 'react'

/** Swaps a failed image for the placeholder; its srcset goes too, or the browser would keep choosing from it. */
function showPlaceholder(image: HTMLImageElement) {
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return
  image.removeAttribute('srcset')
  image.removeAttribute('sizes')
  image.src = PLACEHOLDER_IMAGE
}

export type ContentImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string | null
  alt: string
  /** The slot's width per breakpoint, for the browser to pick a variant before layout. */
  sizes: string
  /** The box the image is shown in: reserves its space before it loads. */
  width: number
  height: number
  /** The upload's focal point: a cropped image (`object-cover`) keeps it in view. */
  focus?: ImageFocus | null
  /** The upload's original width, when the item names it (`originalWidthOf`): no wider width is offered. */
  originalWidth?: number | undefined
}

/**
 * A content image: an upload is offered in all its widths (`srcset`), anything else as it is; the
 * placeholder stands in when the address is missing, not an image address, or fails to load.
 */
export function ContentImage({ src, alt, sizes, focus, originalWidth, ...props }: ContentImageProps) {
  const address = isImageAddress(src) ? src : PLACEHOLDER_IMAGE
  const uploaded = uploadedImageKey(address) !== null
  return (
    <img
      ref={(image) => {
        // An image of a served page may fail before the app hydrates it; React never replays that error.
        if (image?.complete && image.naturalWidth === 0) showPlaceholder(image)
      }}
      src={uploaded ? imageVariantAddress(address, { width: 960 }) : address}
      alt={alt}
      srcSet={uploaded ? imageSrcSet(address, originalWidth) : undefined}
      sizes={uploaded ? sizes : undefined}
      onError={(event) => showPlaceholder(event.currentTarget)}
      style={focus ? { objectPosition: `${focus.x * 100}% ${focus.y * 100}%` } : undefined}
      {...props}
    />
  )
}

/**
 * A 16:9 card cover in a grid of up to three columns in `max-w-6xl` (1104 px of content): lazy
 * below the fold, eager for the cards a phone shows first.
 */
export function CardImage({
  src,
  alt,
  focus,
  originalWidth,
  eager = false,
}: {
  src: string | null
  alt: string
  focus: ImageFocus | null
  originalWidth?: number | undefined
  eager?: boolean
}) {
  return (
    <ContentImage
      src={src}
      alt={alt}
      focus={focus}
      originalWidth={originalWidth}
      className="aspect-video w-full object-cover"
      sizes="(min-width: 1024px) 352px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 48px)"
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
    />
  )
}
