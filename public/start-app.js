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
    const elements = [...links, script]
    for (const element of elements) element.crossOrigin = ''
    // Starting each request costs the main thread about a millisecond (four on a slow phone), so
    // they go in a few at a time, each batch in a task of its own; the entry goes last, once every
    // module it asks for is on its way.
    const insert = () => {
      document.head.append(...elements.splice(0, 3))
      if (elements.length > 0) setTimeout(insert, 0)
    }
    insert()
  }
  // The browser's own word that the page's content is on screen. A frame's callbacks can run
  // before that frame is presented, so "two frames later" alone sometimes started the download
  // ahead of the first paint; it remains for browsers without paint timing.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(start, 0))
  }
})()
