import { createContext } from 'react'
import type { WhitepaperForm } from './markdown-content'

/**
 * How a text's 'Download the whitepaper' card asks for the document: the public site gives its
 * whitepaper page's download form (site/whitepapers/); elsewhere (the staff app's previews) the card
 * shows no form.
 */
export const WhitepaperFormContext = createContext<WhitepaperForm | undefined>(undefined)
