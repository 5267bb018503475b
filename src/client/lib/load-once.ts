/**
 * A lazily imported part, loaded once: `load()` starts it (a route's loader, ahead of the render)
 * and returns the same promise every time. Once the promise settles it says so as React's `use()`
 * reads a settled promise (`status`, `value`), so a render after the load reads the part at once and
 * never suspends again, whoever started it.
 */
export function loadOnce<Part>(importPart: () => Promise<Part>): () => Promise<Part> {
  let loading: Promise<Part> | undefined
  return () => {
    if (!loading) {
      const load = importPart().then((part) => {
        Object.assign(load, { status: 'fulfilled', value: part })
        return part
      })
      loading = load
    }
    return loading
  }
}
