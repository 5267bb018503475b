// Starts the app once the served page has painted, so that its download never competes with the
// page's first content (docs/decisions/006). The Worker names the app's entry and modules here.
;(() => {
  const { entry, modules } = document.currentScript.dataset
  const add = (element) => {
    element.crossOrigin = ''
    document.head.append(element)
  }
  const start = () => {
    for (const href of modules.split(' ').filter(Boolean)) {
      add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    }
    add(Object.assign(document.createElement('script'), { type: 'module', src: entry }))
  }
  // The frame after the next one: the served page has been painted by then.
  requestAnimationFrame(() => setTimeout(start, 0))
})()
