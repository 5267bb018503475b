// A `date` or `datetime-local` input holds a wall-clock time with no zone; the API holds instants. The
// staff member's own zone (the browser's) joins the two, both ways.

/** An ISO-8601 instant as the input shows it in the local zone; blank for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  return Number.isNaN(at.getTime())
    ? ''
    : `${localDateInput(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar date of `at` as a `date` input holds it (`2026-01-07`). */
export function localDateInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

/** The input's local wall-clock time as an ISO-8601 instant in UTC; blank for none. */
export function fromLocalInput(local: string): string {
  if (!local) return ''
  // Without an offset, a date-time string is read as local time.
  const at = new Date(local)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString()
}

/** The zone those times are in, as the browser names it (`Europe/London`). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
