import { contentTypes } from '@shared/content/registry'
import { relatedReadingText } from '@shared/messages'
import type { RelatedItem } from '@shared/types'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { StaticPart } from '@/ui/static-part'

/** What each related item is, in words a reader knows: the heading its own page's type has. */
const KIND: Record<RelatedItem['type'], string> = {
  [contentTypes.pov.segment]: contentTypes.pov.labels.title,
  [contentTypes.caseStudy.segment]: contentTypes.caseStudy.labels.title,
  [contentTypes.whitepaper.segment]: contentTypes.whitepaper.labels.title,
}

/**
 * The end of an article's page: up to three items that share its hashtags, each its kind, title
 * (a link to its page) and description. Nothing when none do. Plain links only: kept as served.
 */
export function RelatedReading({ items, className }: { items: readonly RelatedItem[]; className?: string }) {
  const headingId = useId()
  if (items.length === 0) return null
  return (
    <StaticPart as="section" aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-6 text-2xl font-semibold">
        {relatedReadingText.heading}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li
            key={`${item.type}/${item.id}`}
            className="relative flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm"
          >
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {KIND[item.type]}
            </p>
            <h3 className="text-lg leading-snug font-semibold">
              {/* The whole card is the link's target; the title names it. */}
              <Link
                to={`/${item.type}/$id`}
                params={{ id: String(item.id) }}
                className="after:absolute after:inset-0 hover:underline"
              >
                {item.title}
              </Link>
            </h3>
            <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}
