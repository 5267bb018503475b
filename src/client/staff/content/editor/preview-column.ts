import { createContext } from 'react'

/**
 * The editor's column beside the form from 1280 px wide (content-form.tsx), where a page's preview
 * stands while its blocks are edited; null outside such a form.
 */
export const PreviewColumn = createContext<HTMLElement | null>(null)
