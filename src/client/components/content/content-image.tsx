import { PLACEHOLDER_IMAGE } from '@shared/constants'
import { isImageAddress } from '@shared/image-address'
import type * as React from 'react'

/** An image that falls back to the placeholder when it is missing, no image address, or fails to load. */
export function ContentImage({
  src,
  alt,
  ...props
}: Omit<React.ComponentProps<'img'>, 'src'> & { src: string | null }) {
  return (
    <img
      ref={(image) => {
        // An image of a served page may fail before the app hydrates it; React never replays that error.
        if (image?.complete && image.naturalWidth === 0 && !image.src.endsWith(PLACEHOLDER_IMAGE))
          image.src = PLACEHOLDER_IMAGE
      }}
      src={isImageAddress(src) ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      onError={(event) => {
        const image = event.currentTarget
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE
      }}
      {...props}
    />
  )
}

/** A card's 16:9 cover, below the fold in a list: lazy, with its box reserved. */
export function CardImage({ src }: { src: string | null }) {
  return (
    <ContentImage
      src={src}
      alt=""
      className="aspect-video w-full object-cover"
      width={640}
      height={360}
      loading="lazy"
    />
  )
}
