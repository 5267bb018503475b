import type { AppState } from '@shared/app-render'
import { startTransition } from 'react'
import type { hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { localDates } from './lib/local-date'
import { lazyQueryClient } from './lib/query-client-source'
import { adoptServedPage } from './lib/served-page-load'
import { createAppRouter } from './router'

/** Rebuilds the router from the served state and adopts the served page. */
export async function boot(
  container: HTMLElement,
  state: AppState,
  hydrate: typeof hydrateRoot,
  nextTask: () => Promise<void>,
): Promise<void> {
  const router = createAppRouter({
    siteConfig: state.siteConfig,
    queries: lazyQueryClient(state.queries),
  })
  // Marking the router as server-rendered makes it build the same tree as the server did (no root
  // Suspense boundary), and loading the matched routes first (their chunks and their data, which
  // the query cache already holds) means nothing suspends, so React adopts the page as it is.
  router.ssr = { manifest: undefined }
  await nextTask()
  await adoptServedPage(() => router.load())
  await nextTask()
  // A transition: React yields to the browser every few milliseconds while it adopts the page.
  startTransition(() => {
    hydrate(
      container,
      <App
        router={router}
        siteConfig={state.siteConfig}
        dates={localDates(state.locale, state.dates)}
        consentDecided={state.consentDecided}
        formPost={state.formPost}
      />,
    )
  })
}
