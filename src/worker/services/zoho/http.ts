import { ZohoResponseError, ZohoUnavailableError } from './errors'

/** fetch with a deadline covering headers and body; network failures become named errors. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ response: Response; text: string }> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(url, { ...init, signal })
    return { response, text: await response.text() }
  } catch (error) {
    if (signal.aborted) {
      throw new ZohoUnavailableError(
        `Zoho did not answer within ${timeoutMs} ms (${new URL(url).pathname})`,
        true,
      )
    }
    throw new ZohoUnavailableError(
      `Could not reach Zoho: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Parses a JSON body; an empty body is null, anything else unparsable is a named error. */
export function parseJson(text: string, status: number): unknown {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch {
    throw new ZohoResponseError(`Zoho answered ${status} with a body that is not JSON: ${text.slice(0, 80)}`)
  }
}

/** Seconds from a Retry-After header (delta form only; Zoho does not send dates). */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Exponential backoff with full jitter: attempt 0 waits up to `baseMs`, then 2x, 4x... */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.round(Math.random() * baseMs * 2 ** attempt)
}
