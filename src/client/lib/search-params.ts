/**
 * The app's query strings in their usual form: a key given twice is an array (`?hashtag=1&hashtag=2`),
 * so a filtered page's address is short, readable and the same one a plain HTML form submits.
 */
export function parseSearch(search: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = result[key]
    result[key] = previous === undefined ? value : [previous, value].flat()
  }
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of [value].flat()) {
      if (typeof item === 'string' ? item !== '' : typeof item === 'number') params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
