import type { Browser, Page } from 'playwright-core'
import { baseUrl } from './browser'

/** What a reader gets from the page: its visible text and the addresses of its links. */
export async function readPage(page: Page) {
  return page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll('header, #main, footer'))
    return {
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the rendered text, hidden parts excluded.
      text: parts.map((part) => (part as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).join(' | '),
      links: parts.flatMap((part) =>
        Array.from(part.querySelectorAll('a[href]'), (a) => a.getAttribute('href')),
      ),
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    }
  })
}

/** The page as served: JavaScript off, so nothing but the Worker's HTML is read. */
export async function readServed(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  const served = { status: response?.status(), ...(await readPage(page)) }
  await context.close()
  return served
}
