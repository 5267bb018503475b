import type { AppConfig } from '../env'
import { slackText } from '../lib/outbound/slack-text'
import { teamsText } from '../lib/outbound/teams-text'

// Sales hears at once: every new enquiry, whitepaper download request and job
// application posts a short message to a configured incoming webhook, Slack's or Microsoft Teams'.
// The message is queued in the outbox in the batch that stores what it is about, so it is retried
// like a lead and never lost to a webhook that is down; it names the person and what they asked
// for and links to the staff screen, where the rest is.

/** What an outbox row of kind 'webhook' carries: the message, whatever the receiver's format. */
export interface OutboxNotice {
  /** Whom it is about, as the outbox row's e-mail. */
  email: string
  text: string
}

/** A delivery the webhook refused for good (its address is gone or wrong): retrying cannot help. */
class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError'
  readonly retryable = false
}

/** The webhook did not take the message now (5xx, 429, a timeout): a later attempt may. */
class WebhookUnavailableError extends Error {
  override name = 'WebhookUnavailableError'
  readonly retryable = true
}

type Notice =
  | { kind: 'enquiry'; name: string; email: string; company: string; service: string }
  | { kind: 'download'; name: string; email: string; company: string; whitepaper: string }
  | { kind: 'application'; name: string; email: string; opening: string }

/**
 * What people typed, escaped for the receiver's format (lib/outbound/) so that it shows as the
 * characters they typed: no link, mention or formatting of theirs. Chosen when the message is queued.
 */
const ESCAPE_FOR: Record<AppConfig['SALES_WEBHOOK_FORMAT'], (value: string) => string> = {
  slack: slackText,
  teams: teamsText,
}

/**
 * The e-mail is the one thing shown as the receiver reads it, a mail link: every form's schema took
 * an address and nothing else (letters, digits and `.'_+-`), and replying to it is what sales does.
 */
function sentence(notice: Notice, plain: (value: string) => string): string {
  const who = `${plain(notice.name)} (${notice.email})`
  switch (notice.kind) {
    case 'enquiry':
      return `New enquiry from ${who}${notice.company ? ` at ${plain(notice.company)}` : ''}${notice.service ? `, about ${plain(notice.service)}` : ''}.`
    case 'download':
      return `Whitepaper download: “${plain(notice.whitepaper)}” by ${who} at ${plain(notice.company)}.`
    case 'application':
      return `New application for “${plain(notice.opening)}” from ${who}.`
  }
}

/** The message for `notice`, or undefined when no webhook is configured (nothing is queued then). */
export function salesNotice(config: AppConfig, notice: Notice): OutboxNotice | undefined {
  if (!config.SALES_WEBHOOK_URL) return undefined
  const admin = new URL('/admin', config.SITE_URL).toString()
  const text = sentence(notice, ESCAPE_FOR[config.SALES_WEBHOOK_FORMAT])
  return { email: notice.email, text: `${text} Details: ${admin}` }
}

/** The body the configured receiver takes. */
function bodyFor(format: AppConfig['SALES_WEBHOOK_FORMAT'], text: string): unknown {
  if (format === 'slack') return { text }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [{ type: 'TextBlock', text, wrap: true }],
        },
      },
    ],
  }
}

/** Posts the message; throws a retryable error for an outage, a WebhookRejectedError for a refusal. */
export async function postSalesNotice(config: AppConfig, notice: OutboxNotice): Promise<void> {
  if (!config.SALES_WEBHOOK_URL) throw new WebhookRejectedError('SALES_WEBHOOK_URL is no longer configured')
  let response: Response
  try {
    response = await fetch(config.SALES_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyFor(config.SALES_WEBHOOK_FORMAT, notice.text)),
      signal: AbortSignal.timeout(config.ZOHO_TIMEOUT_MS),
    })
  } catch (error) {
    throw new WebhookUnavailableError(
      `The sales webhook did not answer: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  await response.body?.cancel()
  if (response.ok) return
  if (response.status === 429 || response.status === 408 || response.status >= 500) {
    throw new WebhookUnavailableError(`The sales webhook answered ${response.status}`)
  }
  throw new WebhookRejectedError(`The sales webhook refused the message (${response.status})`)
}
