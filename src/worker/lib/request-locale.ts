const FALLBACK_LOCALE = 'en-US'

/**
 * The visitor's preferred locale that dates can be formatted in: the first tag of
 * `Accept-Language`, by weight, that Intl supports; `en-US` otherwise. Never throws.
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
      if (canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0) return canonical
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return FALLBACK_LOCALE
}
