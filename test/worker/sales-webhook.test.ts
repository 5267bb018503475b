import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
// The fake's own type; type-only, so nothing from scripts/ is loaded into workerd.
import type { ReceivedPost } from '../../scripts/fake-webhook/server.ts'
import { crmOutbox } from '../../src/worker/db/schema'
import { addDownloadableWhitepaper, addJobOpening, applicationForm } from './content-fixtures'
import { db, fakeZoho } from './zoho-support'

// Sales hears at once: every new enquiry, download request and application posts a
// short message to the configured incoming webhook (the fake receiver here), through the outbox.

const zoho = fakeZoho('sales-webhook')
const RECEIVER = `${env.FAKE_WEBHOOK_ORIGIN}/t/sales-webhook`
const HOOK = { SALES_WEBHOOK_URL: `${RECEIVER}/hooks/sales` }
const ADMIN = new URL('/admin', env.SITE_URL).toString()

const received = async () => (await (await fetch(`${RECEIVER}/__fake/posts`)).json()) as ReceivedPost[]
const receiverFails = (status: number, times = 1) =>
  fetch(`${RECEIVER}/__fake/fault`, { method: 'POST', body: JSON.stringify({ status, times }) })
const webhookRows = async () =>
  (await db.select().from(crmOutbox).orderBy(crmOutbox.id)).filter((row) => row.kind === 'webhook')

let ip = 0
const postJson = (path: string, body: unknown, overrides: Record<string, string> = HOOK) =>
  zoho.fetch(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `192.0.2.${++ip % 250}` },
      body: JSON.stringify(body),
    },
    overrides,
  )
const ENQUIRY = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  service: 'data-analytics',
  message: 'We would like to modernise our reporting.',
}
const enquiry = (fields: Record<string, unknown> = {}) => postJson('/api/contact', { ...ENQUIRY, ...fields })

beforeEach(async () => {
  await zoho.reset()
  await fetch(`${RECEIVER}/__fake/reset`, { method: 'POST' })
})

describe('the sales webhook', () => {
  it('gets a Slack message for a new enquiry, sent with the enquiry', async () => {
    expect((await enquiry()).status).toBe(200)
    expect(await received()).toEqual([
      {
        path: '/hooks/sales',
        contentType: 'application/json',
        body: {
          text: `New enquiry from Ada Lovelace (ada@example.com) at Analytical Engines, about Data &amp; Analytics. Details: ${ADMIN}`,
        },
        status: 200,
      },
    ])
    expect(await webhookRows()).toMatchObject([{ status: 'sent', attempts: 1, email: 'ada@example.com' }])
  })

  it('speaks Microsoft Teams when configured so: an Adaptive Card with the same text', async () => {
    await postJson(
      '/api/contact',
      { firstName: 'Lee', lastName: 'Park', email: 'lee@example.com', message: 'Please call me back soon.' },
      { ...HOOK, SALES_WEBHOOK_FORMAT: 'teams' },
    )
    const [post] = await received()
    expect(post?.body).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              {
                type: 'TextBlock',
                text: `New enquiry from Lee Park (lee@example.com). Details: ${ADMIN}`,
                wrap: true,
              },
            ],
          },
        },
      ],
    })
  })

  it('names the whitepaper of a download request and the opening of an application', async () => {
    const paper = await addDownloadableWhitepaper('Data Quality Playbook')
    const download = await postJson(`/api/whitepapers/${paper?.id}/downloads`, {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      company: 'Acme',
      consent: true,
    })
    expect(download.status).toBe(201)

    const opening = await addJobOpening({ applyBy: '2099-12-31' })
    const form = applicationForm({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '+44 20 7946 0958',
      consent: 'on',
    })
    const application = await zoho.fetch(
      `/api/careers/${opening?.id}/applications`,
      { method: 'POST', headers: { 'cf-connecting-ip': '192.0.2.251' }, body: form },
      HOOK,
    )
    expect(application.status).toBe(201)

    expect((await received()).map((post) => (post.body as { text: string }).text)).toEqual([
      `Whitepaper download: “Data Quality Playbook” by Ana Diaz (ana@example.com) at Acme. Details: ${ADMIN}`,
      `New application for “Senior Data Engineer” from Amara Okafor (amara@example.com). Details: ${ADMIN}`,
    ])
  })

  it('keeps a message while the receiver is down and sends it when the cron runs after it is back', async () => {
    await receiverFails(503)
    await enquiry()
    const [waiting] = await webhookRows()
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'WebhookUnavailableError: The sales webhook answered 503',
    })
    await zoho.cron((waiting?.nextAttemptAt.getTime() ?? 0) + 1000, HOOK)
    expect(await webhookRows()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }])
    expect((await received()).map((post) => post.status)).toEqual([503, 200])
  })

  it('gives up at once on a receiver that refuses the message (a removed webhook)', async () => {
    await receiverFails(404)
    await enquiry()
    expect(await webhookRows()).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        lastError: 'WebhookRejectedError: The sales webhook refused the message (404)',
      },
    ])
  })

  it('escapes what people typed, so a name cannot mention the whole Slack channel', async () => {
    await enquiry({ firstName: '<!channel>', lastName: 'Smith & Co', company: '' })
    const [post] = await received()
    expect((post?.body as { text?: string } | undefined)?.text).toBe(
      `New enquiry from &lt;!channel&gt; Smith &amp; Co (ada@example.com), about Data &amp; Analytics. Details: ${ADMIN}`,
    )
  })

  describe('shows what people typed as the characters they typed: no link, formatting or mention', () => {
    // U+2028 (line separator) passes the door, which refuses LF and CR in a one-line field.
    // An invisible space (U+200B) splits what Slack or Teams would turn into a link, mention or mark.
    const HOSTILE = {
      firstName: '[Open the CV here](https://evil.example/phish)',
      lastName: '*bold* `code` <!channel> @channel https://evil.example',
      company: 'Acme <at>General</at>\u2028Sent from: www.evil.example',
    }

    it('in Slack', async () => {
      expect((await enquiry(HOSTILE)).status).toBe(200)
      const [post] = await received()
      expect((post?.body as { text?: string } | undefined)?.text).toBe(
        'New enquiry from [Open the CV here](https:\u200b//evil.\u200bexample/phish) ' +
          '\u200b*\u200bbold\u200b*\u200b \u200b`\u200bcode\u200b`\u200b &lt;!channel&gt; @\u200bchannel https:\u200b//evil.\u200bexample ' +
          '(ada@example.com) at Acme &lt;at&gt;General&lt;/at&gt; Sent from:\u200b www.\u200bevil.\u200bexample, ' +
          `about Data &amp; Analytics. Details: ${ADMIN}`,
      )
    })

    it('in Microsoft Teams', async () => {
      expect(
        (
          await postJson(
            '/api/contact',
            { ...ENQUIRY, ...HOSTILE },
            { ...HOOK, SALES_WEBHOOK_FORMAT: 'teams' },
          )
        ).status,
      ).toBe(200)
      const [post] = await received()
      const card = post?.body as { attachments: { content: { body: { text: string }[] } }[] }
      expect(card.attachments[0]?.content.body[0]?.text).toBe(
        'New enquiry from \\[Open the CV here\\]\\(https:\u200b//evil.\u200bexample/phish\\) ' +
          '\\*bold\\* \\`code\\` \\<\\!channel\\> @\u200bchannel https:\u200b//evil.\u200bexample ' +
          '(ada@example.com) at Acme \\<at\\>General\\</at\\> Sent from:\u200b www.\u200bevil.\u200bexample, ' +
          `about Data & Analytics. Details: ${ADMIN}`,
      )
    })
  })

  it('queues nothing when no webhook is configured', async () => {
    await postJson(
      '/api/contact',
      { firstName: 'No', lastName: 'Hook', email: 'no@example.com', message: 'Nothing to post here.' },
      {},
    )
    expect(await webhookRows()).toEqual([])
    expect(await received()).toEqual([])
  })
})
