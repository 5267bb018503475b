import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { hasConsent, useConsent } from '@/lib/consent'
import { collectHeadTags } from '@/lib/page-head'
import { applyHeadTags } from './apply-head-tags'

// Each visit is noted after the one before, in the order the visitor saw the pages, however the
// tracking code's arrival falls; one that fails is logged and the next goes on.
let noted: Promise<unknown> = Promise.resolve()
function note(record: (tracking: typeof import('@/site/tracking/visit-tracking')) => unknown) {
  noted = noted
    .then(() => import('@/site/tracking/visit-tracking'))
    .then(record)
    .catch((error: unknown) => console.error('the visit could not be noted', error))
}

/**
 * What every route change does (docs/product.md section 2): scroll to the top, or to the section a
 * hash names; post the page visit (consent-gated); and put the new page's head tags (title,
 * description, canonical, social tags, JSON-LD) in place, from the routes' own head().
 *
 * The page the browser loaded is not a change: the Worker served its head, and a visitor who
 * scrolled before the app started is not sent back to the top.
 */
export function useRouteChangeEffects() {
  const { pathname, hash } = useLocation({
    select: (location) => ({ pathname: location.pathname, hash: location.hash }),
  })

  // The path the browser loaded, until the first effects have run.
  const loadedPath = useRef<string | undefined>(pathname)

  useEffect(() => {
    const target = hash ? document.getElementById(hash) : null
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' })
    else if (loadedPath.current !== pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])

  // The tracking code, and the CRM client's zod schemas, are fetched only for visitors who allowed
  // analytics (site/tracking/visit-tracking.ts).
  useEffect(() => {
    loadedPath.current = undefined
    if (hasConsent('analytics')) note(({ trackVisit }) => trackVisit(pathname))
  }, [pathname])

  const analytics = useConsent().preferences.analytics
  useEffect(() => {
    if (!analytics) return
    // The address as it is now: the visitor may move on (and the campaign's utm_* leave the
    // address) before the tracking code arrives.
    const { pathname: shown, search } = window.location
    note(({ noteCurrentPage }) => noteCurrentPage(shown, search))
  }, [analytics])

  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.hrefChanged) applyHeadTags(collectHeadTags(router.state.matches))
      }),
    [router],
  )
}
