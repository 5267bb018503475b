import type { AppType } from '@worker/app'
import { hc } from 'hono/client'

/** SPEC.md section 8: a non-success response becomes an error reading `status: body` (or status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
  }

  /** The API's `{ error }` field, when the body is the API's JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown }
      return typeof parsed.error === 'string' ? parsed.error : undefined
    } catch {
      return undefined
    }
  }

  get fields(): Record<string, string> | undefined {
    try {
      return (JSON.parse(this.body) as { fields?: Record<string, string> }).fields
    } catch {
      return undefined
    }
  }
}

/** The one typed client for the API; every call sends the session cookie. */
export const api = hc<AppType>('/', { init: { credentials: 'include' } }).api

/** Resolves a Hono client call to its JSON, throwing `ApiError` on any non-success status. */
export async function unwrap<T>(
  request: Promise<{
    ok: boolean
    status: number
    statusText: string
    text(): Promise<string>
    json(): Promise<T>
  }>,
): Promise<T> {
  const response = await request
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return response.json()
}
