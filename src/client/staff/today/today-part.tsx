import { CONTENT_TYPE_LIST, type ContentTypeName } from '@shared/content/registry'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '@/lib/utils'

/** One part of Today: its heading with how many it lists, then the list or the sentence saying it is empty. */
export function TodayPart({
  title,
  count,
  empty,
  children,
}: {
  title: string
  count: number
  empty: string
  children: React.ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {`${title} (${count})`}
      </h3>
      {count === 0 ? <p className="text-muted-foreground">{empty}</p> : children}
    </section>
  )
}

/** A line of a part: a link first, then what it says of it. */
export function TodayLine({ link, children }: { link: React.ReactNode; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {link}
      {children && <span className="text-sm text-muted-foreground">{children}</span>}
    </li>
  )
}

const LINK_LOOK = 'font-medium break-words text-accent underline-offset-4 hover:underline'

/** A content item's title, opening its editor. */
export function ItemLink({
  item,
  className,
}: {
  item: { type: ContentTypeName; id: number; title: string }
  className?: string
}) {
  return (
    <Link
      to="/admin/$type/$id"
      params={{ type: segmentOf(item.type), id: String(item.id) }}
      className={cn(LINK_LOOK, className)}
    >
      {item.title}
    </Link>
  )
}

const segmentOf = (key: ContentTypeName) => CONTENT_TYPE_LIST.find((type) => type.key === key)?.segment ?? ''
