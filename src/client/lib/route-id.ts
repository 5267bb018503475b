/** A detail route's `$id` as a positive integer, or null when it is not one (shown as not found). */
export function parseRouteId(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null
}
