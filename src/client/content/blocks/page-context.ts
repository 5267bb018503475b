import { FROM_PAGE_PARAMETER } from '@shared/page-query'
import type { ContentImages } from '@shared/schemas/media'
import type { PageBlockOf } from '@shared/schemas/page-blocks'
import type { ContentWhitepapers } from '@shared/types'
import { type ComponentType, createContext, useContext } from 'react'

/** What a page tells its blocks about itself. */
export interface PageContextValue {
  /**
   * The page whose blocks send visitors to /contact as the source of their enquiry: a landing
   * page names itself, so its leads carry it; the site's own pages name none.
   */
  leadSource: string | null
  /** The uploads its blocks show, with their sizes, and the whitepapers its calls to action name. */
  images: ContentImages
  whitepapers: ContentWhitepapers
  /** The renderer of a form block, which the site's pages give (page-blocks.tsx). */
  formBlock?: ComponentType<{ block: PageBlockOf<'form'> }> | null
}

export const PageContext = createContext<PageContextValue>({ leadSource: null, images: {}, whitepapers: {} })

export const usePageContext = () => useContext(PageContext)

/** The search of a link to /contact from these blocks: the lead's source page, when there is one. */
export function useContactSearch(): { [FROM_PAGE_PARAMETER]: string } | undefined {
  const { leadSource } = usePageContext()
  return leadSource ? { [FROM_PAGE_PARAMETER]: leadSource } : undefined
}
