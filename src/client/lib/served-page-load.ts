// The app's first route load in the browser adopts the page the Worker served, whose static
// parts stay as served (ui/static-part.tsx). Code that only renders those parts
// again (the Markdown renderer of a detail page's text) need not load for it; a later load,
// from a navigation or a preload on hover, is one that renders.
let adopting = false

/** Runs `load` as the load that adopts the served page. */
export async function adoptServedPage(load: () => Promise<void>): Promise<void> {
  adopting = true
  try {
    await load()
  } finally {
    adopting = false
  }
}

/** True while the routes of the served page load for adoption. */
export const isAdoptingServedPage = () => adopting
