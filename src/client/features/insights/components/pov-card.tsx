import { INSIGHTS_MAX_CARD_HASHTAGS } from '@shared/constants'
import { insightsText } from '@shared/messages'
import type { PovSummary } from '@shared/types'
import { Link } from '@tanstack/react-router'
import { ArrowRightIcon } from 'lucide-react'
import { HashtagBadges } from '@/components/content/hashtag-badges'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { useLocalDates } from '@/lib/local-date'

export function PovCard({ pov }: { pov: PovSummary }) {
  const dates = useLocalDates()
  return (
    <Card className="flex h-full flex-col" data-testid="pov-card">
      <CardHeader>
        <HashtagBadges hashtags={pov.hashtags} max={INSIGHTS_MAX_CARD_HASHTAGS} />
        <CardTitle size="xl">{pov.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-muted-foreground">{pov.excerpt}</p>
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-4 text-sm">
        <span>
          {pov.author} · <time dateTime={pov.publishedDate}>{dates.format(pov.publishedDate)}</time>
        </span>
        <Link
          to="/povs/$id"
          params={{ id: String(pov.id) }}
          className="inline-flex shrink-0 items-center gap-1 font-medium whitespace-nowrap text-primary hover:underline"
        >
          {insightsText.readMore}
          <span className="sr-only">: {pov.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  )
}
