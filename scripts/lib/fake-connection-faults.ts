import type { IncomingMessage, ServerResponse } from 'node:http'

// The faults of a connection that the local fakes (Zoho, Cloudflare's purge API) play alike:
// an answer that comes late, never, or as a dropped socket.

export interface ConnectionFault {
  /** Wait before answering (or before passing the request on when no status is set). */
  delayMs?: number
  /** Never answer; the connection is closed on reset. */
  hang?: boolean
  /** Destroy the socket without an answer. */
  drop?: boolean
}

/**
 * Plays `fault`'s connection part. Resolves true when the request gets no answer (hung, kept in
 * `hanging` until a reset closes it, or dropped); false when the fake should answer it.
 */
export async function playConnectionFault(
  fault: ConnectionFault | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  hanging: Set<ServerResponse>,
): Promise<boolean> {
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
  if (fault?.hang) {
    hanging.add(response)
    return true
  }
  if (fault?.drop) {
    request.socket.destroy()
    return true
  }
  return false
}
