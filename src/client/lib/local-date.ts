// Building a formatter loads the locale's data, which costs far more than formatting: a list of
// cards reuses one per locale.
const formatters = new Map<string, Intl.DateTimeFormat>()

function dateFormatter(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A date in the visitor's locale. Calendar dates (`YYYY-MM-DD`) are read as local dates so a
 * visitor west of UTC does not see the day before.
 */
export function formatLocalDate(value: string, locale?: string): string {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormatter(locale).format(date)
}
