import { type Attribution, attributionLines, CAME_FROM_LABEL } from '@shared/visit-attribution'
import type * as React from 'react'

interface PersonRecord {
  id: number
  firstName: string
  lastName: string
  email: string
  createdAt: string
}

/** One labelled fact of a record; nothing when it has no value. */
export function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  if (value === null || value === undefined || value === '') return null
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  )
}

/**
 * What people sent us (contact enquiries, download requests), newest first: name, time and
 * e-mail, then the facts each kind of record adds, then anything below them.
 */
export function PersonRecords<Item extends PersonRecord>({
  items,
  empty,
  testId,
  facts,
  below,
}: {
  items: Item[]
  empty: string
  testId: string
  facts: (item: Item) => React.ReactNode
  below?: (item: Item) => React.ReactNode
}) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>
  return (
    <ul className="grid gap-4">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border p-4" data-testid={testId}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {item.firstName} {item.lastName}
            </h3>
            <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
              {new Date(item.createdAt).toLocaleString()}
            </time>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <Fact
              label="Email"
              value={
                <a className="underline" href={`mailto:${item.email}`}>
                  {item.email}
                </a>
              }
            />
            {facts(item)}
          </dl>
          {below?.(item)}
        </li>
      ))}
    </ul>
  )
}

/** Where the person's visit came from (campaigns, referring site, landing page), one line each. */
export function CameFrom({ attribution, testId }: { attribution: Attribution | null; testId?: string }) {
  const lines = attributionLines(attribution)
  return (
    <Fact
      label={CAME_FROM_LABEL}
      value={lines.length ? <span className="whitespace-pre-line">{lines.join('\n')}</span> : null}
      testId={testId}
    />
  )
}
