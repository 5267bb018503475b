import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { hasConsent } from '@/lib/consent'

/**
 * The CRM client pulls in the shared zod schemas, so it is fetched only for visitors who allowed
 * analytics; trackPageVisit applies the same gate again.
 */
async function trackVisit(pathname: string) {
  if (!hasConsent('analytics')) return
  const { trackPageVisit } = await import('@/lib/crm-client')
  await trackPageVisit(pathname)
}

/** The page-title table holds all marketing copy: loaded after the first render, not in the entry. */
async function titleFor(pathname: string): Promise<string | undefined> {
  const { findPageMeta } = await import('@/ssr/marketing-content/page-meta')
  return findPageMeta(pathname)?.title
}

/**
 * What every route change does (SPEC.md section 2): scroll to the top, or to the section a
 * hash names; post the page visit (consent-gated); and set the title the
 * Worker serves for a static path (POV and case-study pages set their own).
 *
 * The page the browser loaded is not a change: the Worker already served its title, and a
 * visitor who scrolled before the app started is not sent back to the top.
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
    let current = true
    if (loadedPath.current !== pathname) {
      void titleFor(pathname).then((title) => {
        if (current && title) document.title = title
      })
    }
    loadedPath.current = undefined
    void trackVisit(pathname)
    return () => {
      current = false
    }
  }, [pathname])
}
