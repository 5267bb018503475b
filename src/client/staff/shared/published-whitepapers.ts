import { contentTypes } from '@shared/content/registry'
import type { Whitepaper, WhitepaperPayload } from '@shared/content/types/whitepaper'
import { contentTypeCalls } from './content-type-calls'

/** The published whitepapers by title: what a text's call to action may offer for download. */
export const publishedWhitepapersQuery = () =>
  contentTypeCalls<Whitepaper, WhitepaperPayload>(contentTypes.whitepaper).pageQuery({
    status: 'published',
    sort: 'title',
  })
