import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { collectHeadTags } from '@/lib/page-head'

/**
 * Says the new page's title after a client navigation, which screen readers otherwise pass over in
 * silence (a page the browser loads announces itself). A polite live region, in the served page from
 * the start so that they watch it before its first change. Focus stays where it was: on the link
 * followed, or where the browser puts it when that link went with the old page, as after a load.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [title, setTitle] = useState('')
  // The page announced last; at first the one the browser loaded.
  const shown = useRef(router.state.location.pathname)
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // A new search or hash on the same page (typing in a search box) is no new page.
        if (event.toLocation.pathname === shown.current) return
        shown.current = event.toLocation.pathname
        const head = collectHeadTags(router.state.matches).find((tag) => tag.tag === 'title')
        setTitle(head?.children ?? document.title)
      }),
    [router],
  )
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {title}
    </div>
  )
}
