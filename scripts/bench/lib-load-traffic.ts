import { INSIGHTS_FILTER_HASHTAGS, INSIGHTS_MAX_CARDS } from '../../src/shared/constants.ts'
import { SERVICE_SLUGS } from '../../src/shared/routes.ts'
import { seededRandom } from '../lib/seeded-random.ts'
import { type Accepted, CONTACT_EMAIL_PREFIX, DOWNLOAD_EMAIL_PREFIX } from './lib-load-delivery.ts'
import type { OpenLoop, Stream } from './lib-open-loop.ts'

// The visitors of the load bench: readers of the public pages, people sending the contact form,
// people asking for a whitepaper. Each does what the browser does, headers included.

/**
 * Visitors' addresses from 198.18.0.0/15 (RFC 2544, benchmarking). The site's limits count per
 * network (CF-Connecting-IP); each enquiry and download request comes from a visitor of its own,
 * as in real traffic, so RATE_LIMIT_SCALE stays at its deployed 1.
 */
const address = (n: number) => `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
const READERS = 5000
const contactAddress = (i: number) => address(READERS + i)
const downloadAddress = (i: number) => address(READERS + 60_000 + i)

export interface Ids {
  povs: number[]
  caseStudies: number[]
  whitepapers: number[]
}

type Pick = <T>(list: readonly T[]) => T
interface Read {
  weight: number
  kind: 'page' | 'api'
  path: (pick: Pick) => string
}

/** The public reads, weighted roughly as a consulting site's visits fall. */
function readMix(ids: Ids): Read[] {
  return [
    { weight: 20, kind: 'page', path: () => '/' },
    { weight: 15, kind: 'page', path: (pick) => `/povs/${pick(ids.povs)}` },
    { weight: 10, kind: 'page', path: (pick) => `/services/${pick(SERVICE_SLUGS)}` },
    { weight: 8, kind: 'page', path: () => '/insights' },
    { weight: 8, kind: 'page', path: (pick) => `/case-studies/${pick(ids.caseStudies)}` },
    { weight: 6, kind: 'page', path: () => '/case-studies' },
    { weight: 5, kind: 'page', path: () => '/about' },
    { weight: 5, kind: 'page', path: () => '/contact' },
    { weight: 3, kind: 'page', path: () => '/services' },
    { weight: 3, kind: 'page', path: () => '/whitepapers' },
    { weight: 3, kind: 'page', path: (pick) => `/whitepapers/${pick(ids.whitepapers)}` },
    // What the app fetches itself once hydrated, as the visitor moves between pages.
    { weight: 5, kind: 'api', path: () => `/api/povs/cards?limit=${INSIGHTS_MAX_CARDS}` },
    { weight: 3, kind: 'api', path: () => `/api/hashtags?limit=${INSIGHTS_FILTER_HASHTAGS}` },
    { weight: 3, kind: 'api', path: () => '/api/public/case-studies' },
    { weight: 3, kind: 'api', path: (pick) => `/api/povs/${pick(ids.povs)}` },
  ]
}

/** The published items of the seed, so the load reads what exists whatever the seed holds. */
export async function publishedIds(base: string): Promise<Ids> {
  const ids = async (path: string) => {
    const items = (await (await fetch(`${base}${path}`)).json()) as { id: number }[]
    if (!items.length) throw new Error(`${path} lists nothing: the seed has changed`)
    return items.map((item) => item.id)
  }
  return {
    povs: await ids('/api/povs/cards?limit=50'),
    caseStudies: await ids('/api/public/case-studies?limit=50'),
    whitepapers: await ids('/api/whitepapers/cards?limit=50'),
  }
}

/** Every read once, so the load meets warm isolates and filled edge caches, as a live site does. */
export async function warmUp(base: string, ids: Ids): Promise<void> {
  const lists = [ids.povs, ids.caseStudies, ids.whitepapers, SERVICE_SLUGS]
  const longest = Math.max(...lists.map((list) => list.length))
  const paths = new Set<string>()
  for (let k = 0; k < longest; k += 1)
    for (const read of readMix(ids))
      paths.add(read.path((list) => list[k % list.length] as (typeof list)[number]))
  for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer()
}

const visitor = (ip: string) => ({ 'cf-connecting-ip': ip, 'accept-language': 'en-US,en;q=0.9' })

/**
 * The three scheduled streams. An enquiry is followed by its lead, and a download request by the
 * PDF, as soon as the answer comes: those follow-ups are timed from when they leave.
 */
export function visitorStreams(options: {
  base: string
  ids: Ids
  loop: OpenLoop
  accepted: Accepted
  perSecond: { reads: number; contacts: number; downloads: number }
}): Stream[] {
  const { base, ids, loop, accepted, perSecond } = options
  // The same sequence of pages every run, so two runs differ by the machine, not by the mix.
  const random = seededRandom(20_240_601)
  const pick: Pick = (list) => list[Math.floor(random() * list.length)] as (typeof list)[number]
  const mix = readMix(ids)
  const cumulative = mix.map((_, index) =>
    mix.slice(0, index + 1).reduce((sum, read) => sum + read.weight, 0),
  )
  const totalWeight = cumulative.at(-1) ?? 0
  // Same-origin checks refuse a POST without the site's own Origin.
  const post = (ip: string, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { ...visitor(ip), 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  })

  const reads: Stream = {
    kind: 'read',
    perSecond: perSecond.reads,
    send: (_i, dueAt) => {
      const roll = random() * totalWeight
      const read = mix[cumulative.findIndex((upTo) => roll < upTo)] ?? mix[0]
      const headers = visitor(address(Math.floor(random() * READERS)))
      return loop.timed(read?.kind ?? 'page', dueAt, `${base}${read?.path(pick) ?? '/'}`, { headers })
    },
  }

  const contacts: Stream = {
    kind: 'contact',
    perSecond: perSecond.contacts,
    send: async (i, dueAt) => {
      const email = `${CONTACT_EMAIL_PREFIX}${i}@example.com`
      const form = {
        firstName: 'Load',
        lastName: `Visitor ${i}`,
        email,
        phone: '+1 847-555-0100',
        company: 'Load Test Co',
        service: '',
        message: `Enquiry ${i}: we would like a review of our data platform.`,
        newsletter: false,
      }
      const answer = await loop.timed('contact', dueAt, `${base}/api/contact`, post(contactAddress(i), form))
      if (answer.status !== 200) return
      accepted.contacts.add(email)
      // What the form sends next for a visitor with marketing consent (src/client/site/tracking/crm-client.ts).
      const { service: _service, newsletter: _newsletter, ...fields } = form
      const lead = {
        ...fields,
        sessionId: `load-${i}`,
        source: 'Website Contact Form',
        leadSource: 'General Inquiry',
      }
      const leadUrl = `${base}/api/zoho/create-lead`
      const created = await loop.timed('lead', performance.now(), leadUrl, post(contactAddress(i), lead))
      if (created.status === 202) accepted.leads.add(email)
    },
  }

  const downloads: Stream = {
    kind: 'download',
    perSecond: perSecond.downloads,
    send: async (i, dueAt) => {
      const email = `${DOWNLOAD_EMAIL_PREFIX}${i}@example.com`
      const request = {
        firstName: 'Load',
        lastName: `Reader ${i}`,
        email,
        company: 'Load Test Co',
        jobTitle: 'CTO',
        consent: true,
      }
      const whitepaper = ids.whitepapers[i % ids.whitepapers.length]
      const url = `${base}/api/whitepapers/${whitepaper}/downloads`
      const answer = await loop.timed('download', dueAt, url, post(downloadAddress(i), request))
      if (answer.status !== 201) return
      accepted.downloads.add(email)
      const link = (JSON.parse(answer.text) as { url: string }).url
      await loop.timed('pdf', performance.now(), `${base}${link}`, { headers: visitor(downloadAddress(i)) })
    },
  }

  return [reads, contacts, downloads]
}
