import { NEXT_CURSOR_HEADER } from '@shared/constants'
import type { EditConflictBody } from '@shared/types'
import type { QueryClient } from '@tanstack/react-query'
import type { AppType } from '@worker/app'
import { hc } from 'hono/client'

/**
 * docs/product.md section 8: a non-success response becomes an error reading `status: body` (or status
 * text).
 */
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

const createApi = (base: string, fetch?: typeof globalThis.fetch) =>
  hc<AppType>(base, { init: { credentials: 'include' }, ...(fetch ? { fetch } : {}) }).api

/** The one typed client for the API in the browser; every call sends the session cookie. */
export const api = createApi('/')

// The server render's query caches, each bound to its request's in-process API.
const serverApis = new WeakMap<QueryClient, typeof api>()

/** Makes the queries of `client` call the API through `fetchApi` (the Worker's own app). */
export function bindApi(
  client: QueryClient,
  origin: string,
  fetchApi: (request: Request) => Promise<Response>,
) {
  serverApis.set(
    client,
    createApi(origin, (input, init) => fetchApi(new Request(input, init))),
  )
}

/** The API as the query cache `client` reaches it: in-process on the server, over HTTP in the browser. */
export const apiFor = (client: QueryClient): typeof api => serverApis.get(client) ?? api

/** The body of a 409 that refused an update from a replaced version, or undefined for any other error. */
export function editConflictOf<Item>(error: Error): EditConflictBody<Item> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  try {
    const body = JSON.parse(error.body) as Partial<EditConflictBody<Item>>
    return body.current ? (body as EditConflictBody<Item>) : undefined
  } catch {
    return undefined
  }
}

/** What a call of the typed client answers, as far as this module reads it. */
export interface ApiAnswer<T> {
  ok: boolean
  status: number
  statusText: string
  headers: Headers
  text(): Promise<string>
  json(): Promise<T>
}

/**
 * A call to the content core read as one type's own shape (shared/content/types/): the Worker
 * serves the same routes at every registry segment, so the client's types name the routes and
 * their input, and the caller, who knows which type it asked for, names what the answer holds.
 */
export const contentAnswer = <T>(request: Promise<unknown>) => request as Promise<ApiAnswer<T>>

/** Resolves a Hono client call to its JSON, throwing `ApiError` on any non-success status. */
export async function unwrap<T>(request: Promise<Omit<ApiAnswer<T>, 'headers'>>): Promise<T> {
  const response = await request
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return response.json()
}

/** Like `unwrap`, for an answer without a body (204). */
export async function unwrapEmpty(
  request: Promise<{ ok: boolean; status: number; statusText: string; text(): Promise<string> }>,
): Promise<void> {
  const response = await request
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
}

/** A list endpoint's page: its items and the cursor of the next page (`X-Next-Cursor`), if any. */
export async function unwrapPage<T>(
  request: Promise<ApiAnswer<T[]>>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const response = await request
  const items = await unwrap(Promise.resolve(response))
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) }
}

/** Like `unwrap`, but a 404 is an answer: the item does not exist (or is not published). */
export async function unwrapFound<T>(request: Parameters<typeof unwrap<T>>[0]): Promise<T | null> {
  const response = await request
  return response.status === 404 ? null : unwrap(Promise.resolve(response))
}
