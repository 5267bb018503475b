import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

type AppRouter = ReturnType<typeof useRouter>

/** Where a link inside a static part leads, when that is a page of the app. */
function appLinkIn(target: EventTarget | null, router: AppRouter) {
  if (!(target instanceof Element)) return undefined
  const anchor = target.closest('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static-part]')) return undefined
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  // A place on this page is the browser's to scroll to.
  if (anchor.getAttribute('href')?.startsWith('#')) return undefined
  const url = new URL(anchor.href)
  if (url.origin !== window.location.origin) return undefined
  // Files and the API (a sitemap.xml, a document) are not pages of the app.
  const [, , page] = router.getMatchedRoutes(url.pathname)
  if (!page) return undefined
  return {
    key: `${url.pathname}${url.search}`,
    options: { to: url.pathname, search: router.options.parseSearch(url.search), hash: url.hash.slice(1) },
  }
}

/**
 * Links inside a static part kept as served have no React handlers: this gives them what the
 * app's links do, on the document. A plain click goes through the router (no page load; the
 * route change scrolls and tracks as for any link), and pointing at or focusing a link loads its
 * route ahead, as `defaultPreload: 'intent'` does for the others. Modified clicks (new tab,
 * download) stay the browser's.
 */
export function useStaticPartLinks(): void {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = appLinkIn(event.target, router)
      if (link === undefined) return
      event.preventDefault()
      void router.navigate(link.options)
    }
    const preloaded = new Set<string>()
    const onIntent = (event: Event) => {
      const link = appLinkIn(event.target, router)
      if (link === undefined || preloaded.has(link.key)) return
      preloaded.add(link.key)
      router.preloadRoute(link.options).catch((error: unknown) => {
        // A failed preload only means that the click loads the route itself.
        preloaded.delete(link.key)
        console.warn('could not load a linked page ahead', link.key, error)
      })
    }
    document.addEventListener('click', onClick)
    document.addEventListener('mouseover', onIntent)
    document.addEventListener('focusin', onIntent)
    document.addEventListener('touchstart', onIntent, { passive: true })
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('focusin', onIntent)
      document.removeEventListener('touchstart', onIntent)
    }
  }, [router])
}
