import { createContext, useContext } from 'react'

/** The visitor's locale, from the server's render (its `Accept-Language`) to the browser's. */
export const LocaleContext = createContext<string | undefined>(undefined)

export const useLocale = (): string | undefined => useContext(LocaleContext)
