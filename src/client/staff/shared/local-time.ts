const formats = new Map<string, Intl.DateTimeFormat>()

/** An instant in the staff member's own time zone and language; `seconds` for the audit log. */
export function localTime(iso: string, precision: 'minutes' | 'seconds' = 'minutes'): string {
  let format = formats.get(precision)
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: precision === 'seconds' ? 'medium' : 'short',
    })
    formats.set(precision, format)
  }
  return format.format(new Date(iso))
}
