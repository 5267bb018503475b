import { APP_STATE_ELEMENT_ID, type AppState } from '@shared/app-render'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { localDates } from './lib/local-date'
import { lazyQueryClient } from './lib/query-client-source'
import { createAppRouter } from './router'
import './styles.css'

// Every page arrives rendered by the Worker with the state it was rendered from
// (docs/decisions/006); the browser builds the same tree from the same state and adopts the DOM.
const container = document.getElementById('root')
const stateText = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent
if (!container || !stateText) throw new Error('The page lacks its server-rendered #root or app state')
const state = JSON.parse(stateText) as AppState

const router = createAppRouter({
  siteConfig: state.siteConfig,
  queries: lazyQueryClient(state.queries),
})
// Marking the router as server-rendered makes it build the same tree as the server did (no root
// Suspense boundary), and loading the matched routes first (their chunks and their data, which
// the query cache already holds) means nothing suspends, so React adopts the page as it is.
// `.then`, not top-level await: top-level await made Rolldown split the entry into ~20 chunks.
router.ssr = { manifest: undefined }
// Loading the routes and adopting the page run as tasks of their own, after the one that evaluated
// the app, so that no single task keeps the page from answering a tap for long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
void nextTask()
  .then(() => router.load())
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          router={router}
          siteConfig={state.siteConfig}
          dates={localDates(state.locale, state.dates)}
          consentDecided={state.consentDecided}
        />,
      )
    }),
  )
