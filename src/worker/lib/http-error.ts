import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '../../shared/types'

/** An error with a status and a message meant for the caller; `app.onError` renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  toBody(): ApiErrorBody {
    return this.fields ? { error: this.message, fields: this.fields } : { error: this.message }
  }
}

/** 429 with `message`, and when to try again in Retry-After (whole seconds, rounded up). */
export const tooManyAttempts = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) })
