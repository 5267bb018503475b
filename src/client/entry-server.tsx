import type { RenderApp } from '@shared/app-render'
import { type DehydratedState, dehydrate } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { getSsrStatus } from '@tanstack/react-router/ssr/server'
import { prerender } from 'react-dom/static'
import { App } from './app'
import { bindApi } from './lib/api-client'
import { localDates } from './lib/local-date'
import { collectHeadTags } from './lib/page-head'
import { createQueryClient } from './lib/query-client'
import { readyQueryClient } from './lib/query-client-source'
import { createAppRouter } from './router'

/**
 * One request's page, rendered in the Worker (docs/decisions/006): the routes' loaders fill a
 * query cache of this request alone through the API in-process, then `prerender` waits for every
 * lazy part. An unbounded chunk size stops React from moving Suspense boundaries out of line, so
 * the result is finished HTML with none of the inline scripts the page's CSP would refuse; the
 * data travels as JSON beside it.
 */
export const renderApp: RenderApp = async ({
  url,
  siteConfig,
  locale,
  consentDecided,
  fetchApi,
  formPost,
}) => {
  const queryClient = createQueryClient()
  bindApi(queryClient, siteConfig.siteUrl, fetchApi)
  const router = createAppRouter(
    { siteConfig, queries: readyQueryClient(queryClient) },
    createMemoryHistory({ initialEntries: [url] }),
  )
  await router.load()
  // The router's own way to say that this address has a canonical form (e.g. a query string
  // written differently); TanStack's request handler reads the same field.
  const outcome = router._serverResult
  if (outcome?.type === 'redirect') {
    const href = outcome.redirect.headers.get('Location') ?? '/'
    // The same page at its canonical address (a value it cannot read dropped): a permanent move,
    // so crawlers forget the other spelling. A redirect a route throws elsewhere keeps its status.
    const samePage =
      new URL(href, 'http://own.origin').pathname === new URL(url, 'http://own.origin').pathname
    return { kind: 'redirect', status: samePage ? 301 : outcome.redirect.status, href }
  }

  const dates = localDates(locale)
  let renderError: unknown
  const { prelude } = await prerender(
    <App
      router={router}
      siteConfig={siteConfig}
      dates={dates}
      consentDecided={consentDecided}
      formPost={formPost}
    />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderError = error
      },
    },
  )
  const html = await new Response(prelude).text()
  if (renderError) throw renderError
  return {
    kind: 'page',
    status: getSsrStatus(router),
    head: collectHeadTags(router.state.matches),
    html,
    state: {
      siteConfig,
      locale,
      dates: dates.written(),
      consentDecided,
      queries: withoutReadTimes(dehydrate(queryClient)),
      formPost,
    },
    failedReads: queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error'),
  }
}

/**
 * The server's answers without the moments it read them: the same content renders the same page,
 * byte for byte, so its ETag holds and a revalidation gets 304. The browser's cache never counts
 * them stale (query-client.ts), so it needs no time to judge freshness by.
 */
function withoutReadTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  }
}
