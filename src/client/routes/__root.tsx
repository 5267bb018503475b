import { notFoundMessages } from '@shared/messages'
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { useRouteChangeEffects } from '@/components/layout/use-route-change-effects'
import { Button } from '@/components/ui/button'
import { CookieConsent } from '@/features/consent/components/cookie-consent'
import { useChatWidget } from '@/features/consent/use-chat-widget'
import type { RouterContext } from '../router'

// Radix Toast is fetched after the first paint; toasts raised before it arrives wait in the
// toast store and show as soon as it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  useRouteChangeEffects()
  useChatWidget()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="main" className="min-h-[calc(100vh-4rem)] pt-16">
        <Outlet />
      </div>
      <SiteFooter />
      <CookieConsent />
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  )
}

function NotFound() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-primary sm:text-5xl">
        {notFoundMessages.page}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">
        The page you are looking for has moved or never existed. Try one of the links below.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/sitemap">View the sitemap</Link>
        </Button>
      </div>
    </main>
  )
}
