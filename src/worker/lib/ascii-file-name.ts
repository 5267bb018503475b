/**
 * A file name's stem that any browser and file system takes, for `Content-Disposition`'s
 * `filename`: plain ASCII letters, digits, spaces and `._-`, no leading dot, at most 100
 * characters; `fallback` when nothing is left.
 */
export function asciiFileStem(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+/, '')
      .slice(0, 100)
      .trim() || fallback
  )
}
