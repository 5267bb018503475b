import type { DeliveryProblem } from '../../shared/delivery-problem-text'

// An outbox row keeps its last failure as `Name: message` (the error's class, then its text). The
// name is the error's kind, so staff are told the kind's advice and never the text, which may
// name secrets and settings; the text stays in the row and the Worker log for whoever fixes it.

const PROBLEM_BY_ERROR = new Map<string, DeliveryProblem>([
  ['ConfigError', 'not-set-up'],
  ['ZohoConfigError', 'not-set-up'],
  ['ZohoAuthError', 'sign-in-refused'],
  ['ZohoBusyError', 'busy'],
  ['ZohoUnavailableError', 'unreachable'],
  ['WebhookUnavailableError', 'unreachable'],
  ['ZohoRejectedError', 'refused'],
  ['WebhookRejectedError', 'refused'],
])

/** A failure as an outbox row stores it. */
export const failureText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

/** The kind of a failure: of a thrown error, or of the text an outbox row stored. */
export function deliveryProblem(failure: unknown): DeliveryProblem {
  const name = failure instanceof Error ? failure.name : String(failure).split(':', 1)[0]
  return PROBLEM_BY_ERROR.get(name ?? '') ?? 'unexpected'
}

/** A stored last failure as the staff lists show it: its kind, or null when there was none. */
export const problemOf = (lastError: string | null): DeliveryProblem | null =>
  lastError === null ? null : deliveryProblem(lastError)
