import { INSIGHTS_MAX_CARD_HASHTAGS } from '@shared/constants'
import { imageAlt } from '@shared/image-alt'
import { originalWidthOf } from '@shared/image-variants'
import { insightsText } from '@shared/messages'
import type { ContentImages, ImageFocus } from '@shared/schemas/media'
import type { HashtagRef } from '@shared/types'
import { Link } from '@tanstack/react-router'
import { CardImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { useLocalDates } from '@/lib/local-date'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/ui/card'
import ArrowRightIcon from '~icons/lucide/arrow-right'

export interface SummaryItem {
  id: number
  title: string
  excerpt: string
  author: string
  publishedDate: string
  featuredImage: string | null
  featuredImageAlt: string | null
  featuredImageDecorative: boolean
  featuredImageFocus: ImageFocus | null
  /** The uploads it shows, with their sizes: its cover's original width bounds the cover's srcset. */
  contentImages: ContentImages
  hashtags: HashtagRef[]
}

/** A POV or whitepaper in a listing: hashtags, title, excerpt, author and date, 'Read More'. */
export function SummaryCard({
  item,
  to,
  withImage = false,
  eager = false,
  testId,
}: {
  item: SummaryItem
  to: '/povs/$id' | '/whitepapers/$id'
  /** Whitepapers show their cover; the spec's POV cards have none. */
  withImage?: boolean
  /** The first card: a phone may show it without scrolling. */
  eager?: boolean
  testId: string
}) {
  const dates = useLocalDates()
  return (
    <Card
      className={withImage ? 'flex h-full flex-col overflow-hidden pt-0' : 'flex h-full flex-col'}
      data-testid={testId}
    >
      {withImage && (
        <CardImage
          src={item.featuredImage}
          alt={imageAlt(item)}
          focus={item.featuredImageFocus}
          originalWidth={originalWidthOf(item.contentImages, item.featuredImage)}
          eager={eager}
        />
      )}
      <CardHeader>
        <HashtagBadges hashtags={item.hashtags} max={INSIGHTS_MAX_CARD_HASHTAGS} />
        <CardTitle size="xl">{item.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-muted-foreground">{item.excerpt}</p>
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-4 text-sm">
        <span>
          {item.author} · <time dateTime={item.publishedDate}>{dates.format(item.publishedDate)}</time>
        </span>
        <Link
          to={to}
          params={{ id: String(item.id) }}
          className="inline-flex shrink-0 items-center gap-1 font-medium whitespace-nowrap text-primary hover:underline"
        >
          {insightsText.readMore}
          <span className="sr-only">: {item.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  )
}
