import { STAFF_PAGE_PREVIEW_KEY } from '@shared/storage-names'
import { useState, useSyncExternalStore } from 'react'

// Tailwind's xl: from here the editor has room for the form and the page side by side.
const WIDE = '(min-width: 80rem)'
const STORAGE_KEY = STAFF_PAGE_PREVIEW_KEY

const subscribeWide = (onChange: () => void) => {
  const query = matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Where the page's preview shows. Beside the form when the screen is wide enough and the form has a
 * column for it: shown from the start, unless the person hid it there, which this browser remembers
 * (localStorage, as the colour scheme). Otherwise below the blocks, when asked for.
 */
export function usePreviewPlace(column: HTMLElement | null) {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => matchMedia(WIDE).matches,
    () => false,
  )
  const [hiddenBeside, setHiddenBeside] = useState(readHiddenBeside)
  const [shownBelow, setShownBelow] = useState(false)
  const beside = wide ? column : null
  return {
    /** The column the preview stands in, or null when it goes below the blocks. */
    beside,
    shown: beside ? !hiddenBeside : shownBelow,
    toggle() {
      if (!beside) return setShownBelow(!shownBelow)
      writeHiddenBeside(!hiddenBeside)
      setHiddenBeside(!hiddenBeside)
    },
  }
}

function readHiddenBeside() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hidden'
  } catch (error) {
    console.warn('whether the preview was hidden could not be read; showing it', error)
    return false
  }
}

function writeHiddenBeside(hidden: boolean) {
  try {
    if (hidden) localStorage.setItem(STORAGE_KEY, 'hidden')
    else localStorage.removeItem(STORAGE_KEY)
  } catch (error) {
    console.warn('hiding the preview could not be kept in this browser', error)
  }
}
