import { createContext, useContext } from 'react'
import { FROM_PAGE_PARAMETER } from '@/features/contact/contact-search'

/**
 * The page whose blocks send visitors to /contact as the source of their enquiry (issue 29, part 6):
 * a landing page names itself, so its leads carry it; the site's own pages name none.
 */
export const LeadSource = createContext<string | null>(null)

/** The search of a link to /contact from these blocks: the lead's source page, when there is one. */
export function useContactSearch(): { [FROM_PAGE_PARAMETER]: string } | undefined {
  const source = useContext(LeadSource)
  return source ? { [FROM_PAGE_PARAMETER]: source } : undefined
}
