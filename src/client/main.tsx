import { APP_STATE_ELEMENT_ID, type AppState } from '@shared/app-render'
import './styles.css'

// Every page arrives rendered by the Worker with the state it was rendered from
// (docs/decisions/006); the browser builds the same tree from the same state and adopts the DOM.
const container = document.getElementById('root')
const stateText = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent
if (!container || !stateText) throw new Error('The page lacks its server-rendered #root or app state')
const state = JSON.parse(stateText) as AppState

// Starting up is a series of tasks, so that none keeps the page from answering a tap for long
// (docs/decisions/014): React and the router, the app, and React's DOM renderer are evaluated one
// after the other, each in a task of its own (a static import would evaluate all of them in this
// one). Their files are already loading: public/start-app.js preloads them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// React's DOM renderer creates five errors while it is evaluated, markers it throws and compares
// and whose stacks nobody reads, all inside the one function that holds the whole 219 KB module.
// While a DevTools client is attached (DevTools itself, or Lighthouse measuring the page) V8 gives
// each error's stack a line and column, and to find them it parses that function again: one task
// of 60-110 ms under a 4x slowdown (docs/decisions/014). Without a stack trace limit V8 records no
// stack at all, so the limit is lifted for that evaluation alone and put back at once.
async function withoutErrorStacks<T>(load: () => Promise<T>): Promise<T> {
  const hadLimit = Object.hasOwn(Error, 'stackTraceLimit')
  const limit: unknown = Reflect.get(Error, 'stackTraceLimit')
  Reflect.deleteProperty(Error, 'stackTraceLimit')
  try {
    return await load()
  } finally {
    if (hadLimit) Reflect.set(Error, 'stackTraceLimit', limit)
  }
}

void import('react')
  .then(nextTask)
  .then(() => import('./boot'))
  .then(async ({ boot }) => {
    await nextTask()
    const { hydrateRoot } = await withoutErrorStacks(() => import('react-dom/client'))
    await boot(container, state, hydrateRoot, nextTask)
  })
