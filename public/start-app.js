// Starts the app once the served page has painted, so that its download never competes with the
// page's first content (docs/decisions/006). The Worker names the app's entry and modules here.
;(() => {
  const { entry, modules } = document.currentScript.dataset
  const start = () => {
    const links = modules
      .split(' ')
      .filter(Boolean)
      .map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry })
    for (const element of [...links, script]) element.crossOrigin = ''
    // One insertion: the head changes once, not once per module.
    document.head.append(...links, script)
  }
  // The frame after the next one: the served page has been painted by then.
  requestAnimationFrame(() => setTimeout(start, 0))
})()
