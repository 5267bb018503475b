import type { ContentSegment } from '../../shared/content/registry'
import { reviewNoticeText } from '../../shared/review-messages'
import type { AppConfig } from '../env'
import { slackText } from '../lib/outbound/slack-text'
import { teamsText } from '../lib/outbound/teams-text'
import type { OutboxNotice } from './sales-webhook'

// The team hears of the review steps that ask someone to act: a submission (an admin should
// review it), changes requested (its writer should act) and an approval (it is live, or will be).
// Sent to the sales receiver (SALES_WEBHOOK_URL, Slack's or Teams'), through the outbox as the
// sales messages are, so retried the same way and queued in the step's own batch.

/** Titles and names are staff's typing: escaped for the receiver's format so they show as typed. */
const ESCAPE_FOR: Record<AppConfig['SALES_WEBHOOK_FORMAT'], (value: string) => string> = {
  slack: slackText,
  teams: teamsText,
}

/** When a scheduled item goes live, as the message says it: the team reads UTC, named. */
const scheduledTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export type ReviewNotice = {
  segment: ContentSegment
  id: number
  title: string
  /** Who took the step: their name, and their e-mail as the outbox row's. */
  by: string
  email: string
} & ({ step: 'submitted' | 'changesRequested' | 'published' } | { step: 'scheduled'; at: Date })

function sentence(notice: ReviewNotice, plain: (value: string) => string): string {
  const what = `“${plain(notice.title)}”`
  const by = plain(notice.by)
  if (notice.step === 'scheduled')
    return reviewNoticeText.scheduled(what, by, `${scheduledTime.format(notice.at)} UTC`)
  return reviewNoticeText[notice.step](what, by)
}

/** The message for `notice`, with a link to the item in the staff app; undefined when no receiver is configured. */
export function reviewNotice(config: AppConfig, notice: ReviewNotice): OutboxNotice | undefined {
  if (!config.SALES_WEBHOOK_URL) return undefined
  const link = new URL(`/admin/${notice.segment}/${notice.id}`, config.SITE_URL).toString()
  return { email: notice.email, text: `${sentence(notice, ESCAPE_FOR[config.SALES_WEBHOOK_FORMAT])} ${link}` }
}
