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
    // Starting a request costs the main thread 1-3 ms (four times that on a slow phone), so each
    // is inserted in a task of its own; the entry goes last, once every module it asks for is on its way.
    const insert = () => {
      document.head.append(...elements.splice(0, 1))
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
