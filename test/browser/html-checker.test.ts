import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { STATIC_PUBLIC_PATHS } from '@shared/routes'
import { expect, it } from 'vitest'
import { baseUrl } from './support/browser'

// The W3C Nu HTML Checker over the served HTML of every public route. It lives in the browser
// suite because that suite's global setup serves the production build, but it only uses fetch:
// no Chromium, and one JVM start for all pages.

const vnuJar = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal'
  url: string
  message: string
  extract?: string
}

/**
 * Every address the sitemap lists (static pages and each published item), a later page of a list,
 * a filtered list and a 404.
 */
async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl()))).text()
  const listed = Array.from(
    sitemap.matchAll(/<loc>([^<]+)<\/loc>/g),
    ([, loc]) => new URL(loc as string).pathname,
  )
  return [
    ...new Set([
      ...listed,
      '/insights?page=2',
      '/insights?q=data',
      '/careers?location=Berlin',
      '/no-such-page',
    ]),
  ]
}

/**
 * One short run on a busy machine: the quick JIT only and one GC thread, which halves the checker's
 * CPU time (8 pages: 3.3 s against 7.2 s) beside the other suites; the quick JIT's deeper frames
 * need a larger stack than vnu's 512k minimum.
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

it('the Nu HTML Checker finds no errors and no section or article without a heading on any public route', async () => {
  const paths = await publicPaths()
  expect(paths).toEqual(expect.arrayContaining([...STATIC_PUBLIC_PATHS, '/no-such-page']))
  expect(paths.some((path) => /^\/povs\/\d+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/case-studies\/\d+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/careers\/\d+$/.test(path))).toBe(true)
  const folder = await mkdtemp(join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const file = join(folder, `${index}.html`)
        await writeFile(file, await (await fetch(new URL(path, baseUrl()))).text())
        return file
      }),
    )
    const pathOf = new Map(files.map((file, index) => [`file:${file}`, paths[index]]))
    // vnu exits non-zero when it reports errors; the JSON on stderr is what is asserted.
    const { stderr } = await promisify(execFile)(
      'java',
      [...JAVA_OPTIONS, '-jar', vnuJar, '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((failure: { stderr: string }) => failure)
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    const found = messages
      .filter((message) => message.type !== 'info' || /lacks heading/.test(message.message))
      .map(
        (message) => `${pathOf.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ''}`,
      )
    expect(found).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
