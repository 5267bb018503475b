import { PERFORMANCE_RANGES, type PerformanceRange, performanceText as text } from '@shared/performance'
import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { performanceQueryOptions } from './performance-queries'

/**
 * The Performance section: for the last 7, 30 or 90 days, what consented visits read,
 * where they came from, which whitepapers were asked for, and what each lead read before it asked.
 * Each chart is its table: a row per item with its figure in words and a bar drawn by CSS beside it
 * (no chart library, nothing to load), so a screen reader reads the same table a sighted reader sees.
 */
export function PerformancePanel() {
  const [days, setDays] = useState<PerformanceRange>(30)
  const figures = useQuery(performanceQueryOptions(days))
  const rangeId = useId()
  return (
    <section aria-labelledby={`${rangeId}-heading`} className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${rangeId}-heading`} className="text-2xl font-bold">
            {text.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{text.intro}</p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{text.rangeLabel}</legend>
          {PERFORMANCE_RANGES.map((range) => (
            <Button
              key={range}
              type="button"
              size="sm"
              variant={range === days ? 'default' : 'outline'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {text.range(range)}
            </Button>
          ))}
        </fieldset>
      </div>
      {figures.isPending ? (
        <Spinner label={text.heading} />
      ) : figures.isError ? (
        <p role="alert">{text.fetchFailed}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          <BarTable
            caption={text.pages}
            headings={[text.page, text.views]}
            rows={figures.data.pages.map((row) => [row.path, row.views])}
          />
          <BarTable
            caption={text.articles}
            headings={[text.page, text.views]}
            rows={figures.data.articles.map((row) => [row.title ?? row.path, row.views])}
          />
          <BarTable
            caption={text.referrers}
            headings={[text.site, text.visits]}
            rows={figures.data.referrers.map((row) => [row.host, row.visits])}
          />
          <BarTable
            caption={text.campaigns}
            headings={[text.campaign, text.campaignVisits, text.leadsCount]}
            rows={figures.data.campaigns.map((row) => [row.campaign, row.visits, row.leads])}
            note={text.campaignsNote}
          />
          <BarTable
            caption={text.downloads}
            headings={[text.whitepaper, text.requests]}
            rows={figures.data.downloads.map((row) => [row.title, row.requests])}
          />
          <BarTable
            caption={text.articlesByLeads}
            headings={[text.page, text.leadsCount]}
            rows={figures.data.articlesByLeads.map((row) => [row.title ?? row.path, row.leads])}
          />
          <Table caption={text.leads} headings={[text.lead, text.read]} wide>
            {figures.data.leads.map((lead) => (
              <tr key={`${lead.kind}-${lead.id}`} className="border-b align-top" data-testid="lead-journey">
                <td className="py-2 pr-4">
                  {lead.name}
                  <span className="block text-xs text-muted-foreground">
                    {lead.kind === 'enquiry' ? text.enquiry : text.download} ·{' '}
                    <time dateTime={lead.createdAt}>{new Date(lead.createdAt).toLocaleString()}</time>
                  </span>
                </td>
                <td className="py-2">
                  {lead.pagesRead.length ? (
                    <ol className="list-decimal pl-5">
                      {lead.pagesRead.map((path, index) => (
                        // The same page can be read twice in a visit.
                        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the visit's order
                        <li key={index}>{path}</li>
                      ))}
                    </ol>
                  ) : (
                    text.nothingRead
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  )
}

function Table({
  caption,
  headings,
  note,
  wide = false,
  children,
}: {
  caption: string
  headings: string[]
  /** Where the figures come from, below the table. */
  note?: string
  wide?: boolean
  children: React.ReactNode[]
}) {
  return (
    <div className={wide ? 'overflow-x-auto lg:col-span-2' : 'overflow-x-auto'}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children.length ? (
            children
          ) : (
            <tr>
              <td colSpan={headings.length} className="py-2 text-muted-foreground">
                {text.none}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
    </div>
  )
}

/**
 * A table of names and their counts, one column or more, each count with a bar as long as its share
 * of its column's largest; the counts share half the width. Names wrap between words only: one
 * longer than its column (a long path) widens the table, which then scrolls inside its box rather
 * than splitting the word.
 */
function BarTable({
  caption,
  headings,
  rows,
  note,
}: {
  caption: string
  headings: [string, ...string[]]
  rows: [string, ...number[]][]
  note?: string
}) {
  const columns = headings.length - 1
  const largest = Array.from({ length: columns }, (_, column) =>
    Math.max(1, ...rows.map(([, ...counts]) => counts[column] ?? 0)),
  )
  return (
    <Table caption={caption} headings={headings} note={note}>
      {rows.map(([name, ...counts]) => (
        <tr key={name} className="border-b">
          <td className="py-2 pr-4 break-words">{name}</td>
          {counts.map((count, column) => (
            <td
              key={headings[column + 1]}
              className="py-2 pr-4 last:pr-0"
              style={{ width: `${50 / columns}%` }}
            >
              <div className="flex items-center gap-2">
                <span className="w-10 shrink-0 text-right tabular-nums">{count}</span>
                <span
                  aria-hidden="true"
                  className="h-2 rounded-full bg-primary"
                  style={{ width: `${(count / (largest[column] ?? 1)) * 100}%` }}
                />
              </div>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  )
}
