import { VISITOR_SESSION_KEY as SESSION_ID_KEY } from '@shared/storage-names'

/** docs/product.md section 3: a prefix, a timestamp and a random string, kept for the browser session. */
export function visitorSessionId(): string {
  const existing = sessionStorage.getItem(SESSION_ID_KEY)
  if (existing) return existing
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  const id = `session_${Date.now()}_${random}`
  sessionStorage.setItem(SESSION_ID_KEY, id)
  return id
}
