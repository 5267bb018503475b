const FALLBACK_LOCALE = 'en-US'

// Two dates that show a locale's numeric date format whole: the order of day, month and year,
// whether day and month are padded, the digits and the separators.
const SAMPLE_DATES = [new Date(2001, 1, 3), new Date(2012, 11, 24)]

const datesIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale)
  return SAMPLE_DATES.map((date) => format.format(date)).join(' ')
}

// By the locale Intl resolved, so at most one entry per locale it has data for.
const reduced = new Map<string, string>()

/**
 * The one locale a page's render depends on for `tag`: pages show dates alone, in
 * `Intl.DateTimeFormat(locale)`'s default format, so a tag is reduced to the locale Intl resolves
 * it to (extensions and private parts dropped), and that to its language's most likely region
 * when both write dates alike (`de-AT`, `de-XX` and `de` are `de-DE`; `en-GB` stays). Pages are
 * cached per locale, so this keeps a made-up Accept-Language from making a copy of its own.
 */
function dateLocaleOf(tag: string): string {
  const resolved = new Intl.DateTimeFormat(new Intl.Locale(tag).baseName).resolvedOptions().locale
  let locale = reduced.get(resolved)
  if (locale === undefined) {
    const likely = new Intl.Locale(new Intl.Locale(resolved).language).maximize()
    const regional = likely.region ? `${likely.language}-${likely.region}` : likely.language
    locale = datesIn(regional) === datesIn(resolved) ? regional : resolved
    reduced.set(resolved, locale)
  }
  return locale
}

/**
 * The visitor's preferred locale that dates can be formatted in: the first tag of
 * `Accept-Language`, by weight, that Intl supports, reduced to what the page shows of it
 * (`dateLocaleOf`); `en-US` otherwise. Never throws.
 */
export function requestLocale(acceptLanguage: string | null | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranked) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag)
      if (canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0)
        return dateLocaleOf(canonical)
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return FALLBACK_LOCALE
}
