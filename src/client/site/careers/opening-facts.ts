import type { JobOpening } from '@shared/content/types/job-opening'
import { EMPLOYMENT_TYPES, type SalaryCurrency, WORKPLACES } from '@shared/job-opening-choices'

// What the careers pages say about an opening, from its fields.

/** An opening as a page read it, and when: whether it still takes applications is judged at `readAt`. */
export type AsRead<Item> = Item & { readAt: string }

/**
 * An opening takes applications until the end of its apply-by day, in UTC. Judged at the moment
 * its data was read (on the server for a served page), so the served page and the app that adopts
 * it agree.
 */
export const applicationsClosed = (applyBy: string, readAt: string) =>
  applyBy < new Date(readAt).toISOString().slice(0, 10)

export const employmentTypeLabel = (opening: Pick<JobOpening, 'employmentType'>) =>
  EMPLOYMENT_TYPES[opening.employmentType] ?? opening.employmentType

export const workplaceLabel = (opening: Pick<JobOpening, 'workplace'>) =>
  WORKPLACES[opening.workplace] ?? opening.workplace

/**
 * The yearly salary range in its currency, in the page's English ('€60,000 – €75,000 a year',
 * 'From £55,000 a year', 'Up to $90,000 a year'); null when none is given.
 */
export function salaryText({
  salaryMin: min,
  salaryMax: max,
  salaryCurrency: currency,
}: Pick<JobOpening, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>): string | null {
  if (!currency || (min === null && max === null)) return null
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency satisfies SalaryCurrency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
  if (min !== null && max !== null) {
    return min === max ? `${money.format(min)} a year` : `${money.format(min)} – ${money.format(max)} a year`
  }
  return min !== null ? `From ${money.format(min)} a year` : `Up to ${money.format(max as number)} a year`
}

/**
 * A to Z by letters alone. Not `localeCompare` with a locale: that builds a collator, whose data a
 * phone takes tens of milliseconds to load while the app adopts the page.
 */
export const alphabetically = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}
