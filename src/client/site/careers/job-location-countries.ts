// A job opening's location is free text ('Berlin', 'Europe'); JobPosting asks for countries
// (ISO 3166-1 alpha-2). These are the places the openings name, and the countries around them.

/** 'Europe', for a remote role: the EU and EEA states, Switzerland and the United Kingdom, where a European contract can be offered. */
const EUROPE = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
]

// Lower case, by the name an opening may give: cities, countries, regions.
const PLACES: Record<string, readonly string[]> = {
  europe: EUROPE,
  berlin: ['DE'],
  munich: ['DE'],
  frankfurt: ['DE'],
  hamburg: ['DE'],
  germany: ['DE'],
  london: ['GB'],
  manchester: ['GB'],
  'united kingdom': ['GB'],
  uk: ['GB'],
  zurich: ['CH'],
  zürich: ['CH'],
  geneva: ['CH'],
  switzerland: ['CH'],
  amsterdam: ['NL'],
  netherlands: ['NL'],
  paris: ['FR'],
  france: ['FR'],
  dublin: ['IE'],
  ireland: ['IE'],
  vienna: ['AT'],
  austria: ['AT'],
  deerfield: ['US'],
  chicago: ['US'],
  'united states': ['US'],
  usa: ['US'],
}

/**
 * The countries a location names, by its whole text or its last comma-separated part
 * ('Berlin', 'Munich, Germany'); none for a place not listed here.
 */
export function countriesOf(location: string): readonly string[] {
  const whole = location.trim().toLowerCase()
  const last = whole.split(',').at(-1)?.trim() ?? ''
  return PLACES[whole] ?? PLACES[last] ?? []
}
