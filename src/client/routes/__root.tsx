import { createRootRouteWithContext, lazyRouteComponent, Outlet, useMatches } from '@tanstack/react-router'
import { type ComponentType, lazy, memo, Suspense, useEffect, useState } from 'react'
import { MAIN_CONTENT_ID } from '@/lib/main-content'
import { routeHead } from '@/lib/page-head'
import type { AppRouterContext } from '@/lib/router-context'
import { useChatWidget } from '@/site/consent/use-chat-widget'
import { loadBareChrome } from '@/site/layout/load-bare-chrome'
import { RouteAnnouncer } from '@/site/layout/route-announcer'
import { SiteFooter } from '@/site/layout/site-footer'
import { SiteHeader } from '@/site/layout/site-header'
import { useStaticPartLinks } from '@/site/layout/static-part-links'
import { useRouteChangeEffects } from '@/site/layout/use-route-change-effects'
import { WhitepaperForms } from '@/site/whitepapers/whitepaper-forms'

// The cookie banner (or, once a choice is made, the settings button) is in the served page, so it
// paints with the page's first content rather than arriving later as its largest paint; its code
// stays out of the first download: hydration adopts it when its chunk arrives.
const CookieConsent = lazy(() =>
  import('@/site/consent/cookie-consent').then((module) => ({
    default: module.CookieConsent,
  })),
)
// Memoized because a served boundary still waiting for its code that receives new children from a
// re-render (the layout re-renders once the app runs) is thrown away and rendered again.
const ServedCookieConsent = memo(function ServedCookieConsent() {
  return (
    <Suspense>
      <CookieConsent />
    </Suspense>
  )
})

// A campaign page's logo-only header and legal-links footer, when it hides the site's: only such a
// page loads their code. Memoized as the cookie banner is, for the same reason.
const BareChrome = lazy(loadBareChrome)
const ServedBareChrome = memo(function ServedBareChrome({ part }: { part: 'header' | 'footer' }) {
  return (
    <Suspense>
      <BareChrome part={part} />
    </Suspense>
  )
})

export const Route = createRootRouteWithContext<AppRouterContext>()({
  // Every page's route loads its own head data; the root speaks only when none did (a path no
  // route matches, a bad service slug), and a deeper route's own not-found head still wins.
  head: (context) =>
    context.matches.some((match) => match.loaderData && 'head' in match.loaderData) ? {} : routeHead(context),
  component: RootLayout,
  // Its own chunk: the spec's message table would otherwise ride along with every page.
  notFoundComponent: lazyRouteComponent(() => import('@/site/layout/not-found-page'), 'NotFoundPage'),
})

// The layout itself renders once: what reacts to the running app, to consent or to route changes
// lives in small components of its own, so that none of those re-renders the whole page (most of
// all right after hydration, when each of them changes at once).
function RootLayout() {
  const staffApp = useMatches({ select: (matches) => matches.some((match) => match.staticData.staffApp) })
  // A campaign page may hide the site's menu and footer (its loader says so, site/pages/page-routes.ts).
  const bare = useMatches({
    select: (matches) =>
      matches.some((match) => (match.loaderData as { hideChrome?: boolean } | undefined)?.hideChrome),
  })
  // The staff app has a layout of its own, and sets only essential cookies: no banner, no chat.
  // Its own <main> carries the skip link's target.
  if (staffApp)
    return (
      <>
        <SkipLink />
        <Outlet />
        <DeferredToaster />
        <RouteChangeEffects />
        <RouteAnnouncer />
      </>
    )
  return (
    <>
      <SkipLink />
      {/* Right after the skip link: a keyboard visitor reaches the banner's choices first, rather
          than tabbing through the whole page under it (WCAG 2.4.11). */}
      <ServedCookieConsent />
      {bare ? <ServedBareChrome part="header" /> : <SiteHeader />}
      {/* Focusable from script only: where focus goes when what held it disappears. */}
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100vh-4rem)] pt-16 outline-none">
        <WhitepaperForms>
          <Outlet />
        </WhitepaperForms>
      </div>
      {bare ? <ServedBareChrome part="footer" /> : <SiteFooter />}
      <DeferredToaster />
      <RouteChangeEffects />
      <RouteAnnouncer />
      <StaticPartLinks />
      <ChatWidget />
    </>
  )
}

function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  )
}

/**
 * Radix Toast, fetched once the app runs, never in the server render or during hydration; toasts
 * raised before it arrives wait in the toast store and show as soon as it mounts. Loaded by an
 * effect, not React.lazy: a Suspense fallback shown right after hydration makes React hold back the
 * commit of every part still being adopted (the staff app, the cookie banner) for 300 ms.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType>()
  useEffect(() => {
    import('@/ui/toaster').then(
      (module) => setToaster(() => module.Toaster),
      (error: unknown) => console.error('The toast area could not be loaded', error),
    )
  }, [])
  return Toaster ? <Toaster /> : null
}

function RouteChangeEffects() {
  useRouteChangeEffects()
  return null
}

function StaticPartLinks() {
  useStaticPartLinks()
  return null
}

function ChatWidget() {
  useChatWidget()
  return null
}
