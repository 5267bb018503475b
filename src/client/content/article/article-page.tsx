import type { PublicationState } from '@shared/content/publication'
import { imageAlt } from '@shared/image-alt'
import { originalWidthOf } from '@shared/image-variants'
import type { ContentImages, ImageFocus } from '@shared/schemas/media'
import type { ContentWhitepapers, HashtagRef, RelatedItem } from '@shared/types'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { useId } from 'react'
import { ContentImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { PreviewBar } from '@/content/preview-bar'
import { ArticleText } from '@/content/text/article-text'
import { useEmbedPlayers } from '@/content/text/use-embed-players'
import { useLocalDates } from '@/lib/local-date'
import { buttonVariants } from '@/ui/button'
import { StaticPart } from '@/ui/static-part'
import ArrowLeftIcon from '~icons/lucide/arrow-left'
import { RelatedReading } from './related-reading'

export interface ArticleItem extends PublicationState {
  title: string
  description: string
  content: string
  author: string
  publishedDate: string
  featuredImage: string | null
  featuredImageAlt: string | null
  featuredImageDecorative: boolean
  featuredImageFocus: ImageFocus | null
  contentImages: ContentImages
  contentWhitepapers: ContentWhitepapers
  hashtags: HashtagRef[]
}

export interface ArticleTexts {
  notFound: string
  back: string
  relatedTopics: string
}

function BackLink({ to, label }: { to: '/insights' | '/whitepapers'; label: string }) {
  return (
    <Link className={buttonVariants({ variant: 'outline' })} to={to}>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  )
}

/**
 * The page of a POV or a whitepaper: cover, title, description, author and date, content
 * (Markdown, line breaks kept), related topics, then what the type adds (`children`), then related
 * reading; or its not-found page.
 */
export function ArticlePage({
  item,
  related = [],
  texts,
  backTo,
  children,
}: {
  item: ArticleItem | null
  related?: readonly RelatedItem[]
  texts: ArticleTexts
  backTo: '/insights' | '/whitepapers'
  children?: React.ReactNode
}) {
  const dates = useLocalDates()
  const topicsId = useId()
  useEmbedPlayers()
  if (!item) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-32 text-center">
        <h1 className="mb-8 text-3xl font-bold">{texts.notFound}</h1>
        <BackLink to={backTo} label={texts.back} />
      </main>
    )
  }

  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <PreviewBar item={item} className="mb-8 rounded-md" />
      <article>
        {/* The page's largest paint: fetched first, never lazily. Outside the static part: its
            placeholder on a failed load is code. */}
        <ContentImage
          src={item.featuredImage}
          alt={imageAlt(item)}
          focus={item.featuredImageFocus}
          originalWidth={originalWidthOf(item.contentImages, item.featuredImage)}
          sizes="(min-width: 896px) 848px, calc(100vw - 48px)"
          className="mb-8 aspect-video w-full rounded-xl object-cover"
          width={1200}
          height={675}
          fetchPriority="high"
        />
        <StaticPart>
          <h1 className="text-4xl font-bold tracking-tight">{item.title}</h1>
          <p className="mt-4 text-xl text-muted-foreground">{item.description}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {item.author} · <time dateTime={item.publishedDate}>{dates.format(item.publishedDate)}</time>
          </p>
          <ArticleText
            text={item.content}
            look="article"
            images={item.contentImages}
            whitepapers={item.contentWhitepapers}
            className="mt-8"
          />
          {item.hashtags.length > 0 && (
            <section aria-labelledby={topicsId} className="mt-12 border-t pt-8">
              <h2 id={topicsId} className="mb-4 text-xl font-semibold">
                {texts.relatedTopics}
              </h2>
              <HashtagBadges hashtags={item.hashtags} />
            </section>
          )}
        </StaticPart>
      </article>
      {children}
      <RelatedReading items={related} className="mt-16 border-t pt-12" />
      <div className="mt-12">
        <BackLink to={backTo} label={texts.back} />
      </div>
    </main>
  )
}
