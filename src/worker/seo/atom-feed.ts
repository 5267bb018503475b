import type { Feed } from '../../shared/feeds'
import { escapeHtml } from '../../shared/html'
import { COMPANY_NAME } from '../../shared/site-config'
import type { Db } from '../db/client'
import { listContentPage } from '../services/content/content-reads'
import type { ContentTable, StoredItem } from '../services/content/content-types'

/** What an article type's items carry that an entry reads beyond the core's columns. */
interface ArticleRow extends StoredItem {
  author: string
  /** `YYYY-MM-DD`. */
  publishedDate: string
}

/** A reader shows the newest; the archive is the listing's pages, which the feed links to. */
const FEED_ENTRIES = 20

// Characters XML 1.0 forbids even as references: stored text holding one (a control character
// pasted from elsewhere) would make every reader reject the whole feed.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const xmlText = (value: string) => escapeHtml(value.replace(NOT_XML, ''))

/** A calendar date as Atom's date-time (RFC 3339): midnight UTC, or undefined when it is not a date. */
function dayAsDateTime(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * The Atom feed (RFC 4287) of one article type: its newest published items, each with its title,
 * description as the summary, author, dates and hashtags as categories. Summaries rather than the
 * full text: a reader comes to the page to read on, where the article's call to action is.
 */
export async function atomFeed<Row extends ArticleRow>(
  db: Db,
  type: ContentTable<Row>,
  feed: Feed,
  siteUrl: string,
): Promise<string> {
  const { items } = await listContentPage(db, type, { includeUnpublished: false }, { limit: FEED_ENTRIES })
  const url = (path: string) => xmlText(new URL(path, siteUrl).toString())
  // A feed with no entries was last updated… never: the epoch says so without inventing a time.
  const updated =
    items
      .map((item) => item.updatedAt)
      .sort()
      .at(-1) ?? new Date(0).toISOString()
  const entries = items.map((item) => {
    const page = url(`${type.detailPath}/${item.id}`)
    const published = dayAsDateTime(item.publishedDate)
    return [
      '<entry>',
      `<id>${page}</id>`,
      `<title>${xmlText(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${page}"/>`,
      published ? `<published>${published}</published>` : '',
      `<updated>${item.updatedAt}</updated>`,
      `<author><name>${xmlText(item.author.trim() || COMPANY_NAME)}</name></author>`,
      ...item.hashtags.map((hashtag) => `<category term="${xmlText(hashtag.name)}"/>`),
      `<summary>${xmlText(item.description)}</summary>`,
      '</entry>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${url(feed.path)}</id>`,
    `<title>${xmlText(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${url(feed.path)}"/>`,
    `<link rel="alternate" type="text/html" href="${url(feed.listingPath)}"/>`,
    `<author><name>${xmlText(COMPANY_NAME)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
