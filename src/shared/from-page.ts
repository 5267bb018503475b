// The page an enquiry was sent from (an article's 'Talk to us', later a landing page's
// form): carried by the contact form as `fromPage`, stored on the enquiry, shown to staff and
// written into the Zoho lead. Unlike where a visit came from (visit-attribution.ts), it is not
// tracking: the visitor chose to write from that page, and the contact form says so.

/** A page an enquiry names: its site path, and its title when it shows a content item. */
export interface FromPage {
  path: string
  title: string | null
}

/** The staff lists' label. */
export const FROM_PAGE_LABEL = 'Sent from'

/** `Title (/povs/12)`, or the path alone when it shows no item (or the item is gone). */
export const fromPageText = ({ path, title }: FromPage): string => (title ? `${title} (${path})` : path)

/** The line of a Zoho lead or note: `Sent from: Title (/povs/12)`. */
export const fromPageLine = (page: FromPage): string => `${FROM_PAGE_LABEL}: ${fromPageText(page)}`

/** The contact form's line above its fields, naming what the visitor writes about. */
export const fromPageNote = (title: string) => `About: ${title}`
