import '@testing-library/jest-dom/vitest'
import { cleanup, configure, renderHook } from '@testing-library/react'
import { afterEach } from 'vitest'
import { dismissToast, useToasts } from '@/ui/use-toast'

// findBy and waitFor give up after 1 s by default: a lazy chunk or a render on two cores busy with
// the browser suite can take longer, and the test then fails for nothing it asserts. A wait ends as
// soon as what it waits for shows, so a long limit costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no media queries: it answers as a wide screen with a light system colour scheme
// would, and never changes (the browser tests cover narrow screens and dark mode).
window.matchMedia ??= (query: string) =>
  ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList

// Test files share a worker's modules and document (`isolate: false`). After every test: unmount,
// close the toasts it left open in the app's toast store (the next page's Toaster would show and
// announce them), drop what a component left in <body> outside its own tree, clear storage.
afterEach(() => {
  cleanup()
  const { result, unmount } = renderHook(() => useToasts())
  for (const item of result.current) if (item.open) dismissToast(item.id)
  unmount()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
})
