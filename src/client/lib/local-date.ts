import { createContext, useContext } from 'react'

/**
 * A stored date as a `Date`. Calendar dates (`YYYY-MM-DD`) are read as local dates so a visitor
 * west of UTC does not see the day before; anything else as an ISO-8601 instant. Invalid when
 * the text is neither.
 */
export function parseDate(value: string): Date {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value)
}

/** A date in the visitor's locale; the text itself when it is no date. */
function formatLocalDate(value: string, formatter: () => Intl.DateTimeFormat): string {
  const date = parseDate(value)
  return Number.isNaN(date.getTime()) ? value : formatter().format(date)
}

/** The page's dates in one locale, and every text written so far. */
export interface LocalDates {
  format(value: string): string
  written(): Record<string, string>
}

/**
 * Dates in `locale`, starting from texts already written for it. The server's render hands its
 * texts to the browser, so hydrating a page of dates builds no formatter: loading a locale's data
 * costs tens of milliseconds on a phone, all of it while the page cannot answer a tap.
 */
export function localDates(locale: string, known: Record<string, string> = {}): LocalDates {
  const texts = new Map(Object.entries(known))
  let formatter: Intl.DateTimeFormat | undefined
  const build = () => {
    formatter ??= new Intl.DateTimeFormat(locale)
    return formatter
  }
  return {
    format(value) {
      let text = texts.get(value)
      if (text === undefined) {
        text = formatLocalDate(value, build)
        texts.set(value, text)
      }
      return text
    },
    written: () => Object.fromEntries(texts),
  }
}

/** The visitor's dates, from the server's render (its `Accept-Language`) to the browser's. */
export const LocalDatesContext = createContext<LocalDates>(localDates('en-US'))

export const useLocalDates = (): LocalDates => useContext(LocalDatesContext)
