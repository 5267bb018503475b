import { notFoundMessages, povText } from '@shared/messages'
import type { Pov } from '@shared/types'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { ContentImage } from '@/components/content/content-image'
import { HashtagBadges } from '@/components/content/hashtag-badges'
import { buttonVariants } from '@/components/ui/button'
import { useLocalDates } from '@/lib/local-date'

function BackToInsights() {
  return (
    <Link className={buttonVariants({ variant: 'outline' })} to="/insights">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {povText.backToInsights}
    </Link>
  )
}

/** `/povs/{id}`: the published POV, or its not-found page when there is none. */
export function PovDetailPage({ pov }: { pov: Pov | null }) {
  const dates = useLocalDates()
  if (!pov) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-32 text-center">
        <h1 className="mb-8 text-3xl font-bold">{notFoundMessages.pov}</h1>
        <BackToInsights />
      </main>
    )
  }

  const item = pov
  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <article>
        <ContentImage
          src={item.featuredImage}
          alt=""
          className="mb-8 aspect-video w-full rounded-xl object-cover"
          width={1200}
          height={675}
        />
        <h1 className="text-4xl font-bold tracking-tight">{item.title}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{item.description}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          {item.author} · <time dateTime={item.publishedDate}>{dates.format(item.publishedDate)}</time>
        </p>
        <div className="mt-8 whitespace-pre-line text-lg leading-relaxed">{item.content}</div>
        {item.hashtags.length > 0 && (
          <section aria-labelledby="related-topics" className="mt-12 border-t pt-8">
            <h2 id="related-topics" className="mb-4 text-xl font-semibold">
              {povText.relatedTopics}
            </h2>
            <HashtagBadges hashtags={item.hashtags} />
          </section>
        )}
      </article>
      <div className="mt-12">
        <BackToInsights />
      </div>
    </main>
  )
}
