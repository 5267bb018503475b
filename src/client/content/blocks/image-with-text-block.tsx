import { originalWidthOf } from '@shared/image-variants'
import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { ContentImage } from '@/content/content-image'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import ArrowRight from '~icons/lucide/arrow-right'
import { BlockLink } from './block-link'
import { usePageContext } from './page-context'
import { sectionClass } from './section-background'

/**
 * Runs code: the image shows the placeholder when it fails to load (content-image.tsx), so the
 * block is never in a static part.
 */
export function ImageWithTextBlock({ block }: { block: PageBlockOf<'image-with-text'> }) {
  const { images } = usePageContext()
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <ContentImage
          src={block.image}
          alt={block.alt}
          originalWidth={originalWidthOf(images, block.image)}
          // Half of max-w-7xl's 1216 px of content less the gap on laptops; the full width below.
          sizes="(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), calc(100vw - 32px)"
          width={960}
          height={720}
          loading="lazy"
          decoding="async"
          className={cn(
            'aspect-[4/3] w-full rounded-2xl bg-secondary object-cover',
            block.imageSide === 'right' && 'lg:order-last',
          )}
        />
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-primary">{block.heading}</h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{block.text}</p>
          {block.link && (
            <BlockLink
              className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}
              href={block.link.href}
            >
              {block.link.label}
              <ArrowRight aria-hidden="true" />
            </BlockLink>
          )}
        </div>
      </div>
    </section>
  )
}
