/**
 * A date in the visitor's locale. Calendar dates (`YYYY-MM-DD`) are read as local dates so a
 * visitor west of UTC does not see the day before.
 */
export function formatLocalDate(value: string, locale?: string): string {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale)
}
