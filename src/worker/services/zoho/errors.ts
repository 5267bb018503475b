// Named failures of the Zoho client. `retryable` tells the outbox whether a later attempt can
// succeed; `status` is what our API answers when the failure reaches a caller.

export abstract class ZohoError extends Error {
  abstract readonly retryable: boolean
  abstract readonly status: 502 | 503 | 504
  /** Seconds the caller should wait, when known. */
  retryAfter?: number
}

/** Missing credentials, a client unknown to the configured data centre, a wrong secret. */
export class ZohoConfigError extends ZohoError {
  override name = 'ZohoConfigError'
  readonly retryable = true
  readonly status = 503
}

/** The refresh token was revoked or is wrong, or a fresh access token was refused: re-authorise. */
export class ZohoAuthError extends ZohoError {
  override name = 'ZohoAuthError'
  readonly retryable = true
  readonly status = 502
}

/** Zoho is busy: 429 after bounded retries, a throttled token endpoint, a refresh cooling down. */
export class ZohoBusyError extends ZohoError {
  override name = 'ZohoBusyError'
  readonly retryable = true
  readonly status = 503
}

/** 5xx, a dropped connection or a timeout: the outcome of a write is unknown. */
export class ZohoUnavailableError extends ZohoError {
  override name = 'ZohoUnavailableError'
  readonly retryable = true
  readonly status: 503 | 504
  constructor(message: string, timedOut = false) {
    super(message)
    this.status = timedOut ? 504 : 503
  }
}

/** A body that is not JSON, or JSON of an unexpected shape. */
export class ZohoResponseError extends ZohoError {
  override name = 'ZohoResponseError'
  readonly retryable = true
  readonly status = 502
}

/** Zoho refused the record itself (MANDATORY_NOT_FOUND, INVALID_DATA): retrying cannot help. */
export class ZohoRejectedError extends ZohoError {
  override name = 'ZohoRejectedError'
  readonly retryable = false
  readonly status = 502
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message)
  }
}

/** An answer of a status or shape this client does not expect, named by its status and code. */
export function unexpectedReply(status: number, json: unknown): ZohoResponseError {
  const code = (json as { code?: unknown } | null)?.code
  return new ZohoResponseError(`Zoho CRM answered ${status}${typeof code === 'string' ? ` ${code}` : ''}`)
}
