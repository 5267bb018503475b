import { createContext, useContext } from 'react'
import { type LocalDates, localDates } from './local-date'

/** The visitor's dates, from the server's render (its `Accept-Language`) to the browser's. */
export const LocalDatesContext = createContext<LocalDates>(localDates('en-US'))

export const useLocalDates = (): LocalDates => useContext(LocalDatesContext)
