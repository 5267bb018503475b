import { trackedPage } from '@shared/tracked-page'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { applyHeadTags } from '@/lib/apply-head-tags'
import { hasConsent, useConsent } from '@/lib/consent'
import { collectHeadTags } from '@/lib/page-head'

/**
 * The CRM client pulls in the shared zod schemas, so it is fetched only for visitors who allowed
 * analytics; trackPageVisit applies the same gate again. The Worker keeps no more of the address
 * than trackedPage does here, whoever posts it.
 */
async function trackVisit(pathname: string) {
  // Campaign parameters (utm_*) go along; tokens and the staff screen never do.
  const page = trackedPage(`${pathname}${window.location.search}`)
  if (!hasConsent('analytics') || page === null) return
  const [{ trackPageVisit }] = await Promise.all([import('@/lib/crm-client'), noteVisit(page)])
  await trackPageVisit(page)
}

/** Where the visit came from, noted for the forms to send (analytics consent only). */
async function noteVisit(page: string) {
  const { recordVisit } = await import('@/lib/visit-attribution')
  recordVisit(page)
}

/**
 * What every route change does (SPEC.md section 2): scroll to the top, or to the section a
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

  useEffect(() => {
    loadedPath.current = undefined
    void trackVisit(pathname)
  }, [pathname])

  // Allowing analytics on a page notes that page too: a visitor who arrived from a campaign and
  // accepted on its landing page is attributed to it.
  const analytics = useConsent().preferences.analytics
  useEffect(() => {
    const page = trackedPage(`${window.location.pathname}${window.location.search}`)
    if (analytics && page !== null) void noteVisit(page)
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
