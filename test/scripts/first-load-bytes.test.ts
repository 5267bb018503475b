import { beforeAll, describe, expect, it } from 'vitest'
import { routeBytes } from '../../scripts/bench/lib-route-bytes.ts'
import { buildIfStale } from '../../scripts/build-if-stale.ts'

// What a first visit downloads, from the production build's manifest, against the budgets: a public
// page at most 110 KB of JavaScript after brotli (the home page 100 KB), the staff app with its
// default section 180 KB, and no public page any of the staff app's code.

const CLIENT = `${process.env.BUILD_OUT_DIR ?? 'dist'}/client`
const KB = 1024

const PUBLIC_ROUTES = [
  'src/client/routes/index.tsx',
  'src/client/routes/about.tsx',
  'src/client/routes/services/$slug.tsx',
  'src/client/routes/povs/$id.tsx',
  'src/client/routes/case-studies/$id.tsx',
  'src/client/routes/lp/$slug.tsx',
]

beforeAll(() => buildIfStale(), 180_000)

describe('the first load of', () => {
  it.each(PUBLIC_ROUTES)('%s stays within 110 KB brotli and holds none of the staff app', (route) => {
    const bytes = routeBytes(CLIENT, [route])
    expect(bytes.js.brotli).toBeLessThanOrEqual(110 * KB)
    expect(bytes.files.filter((file) => /staff/.test(file))).toEqual([])
  })

  it('the home page stays within 100 KB brotli', () => {
    expect(routeBytes(CLIENT, ['src/client/routes/index.tsx']).js.brotli).toBeLessThanOrEqual(100 * KB)
  })

  it('the staff app and its default section stay within 180 KB brotli', () => {
    const bytes = routeBytes(CLIENT, [
      'src/client/routes/admin/route.tsx',
      'src/client/routes/admin/$type/route.tsx',
    ])
    expect(bytes.js.brotli).toBeLessThanOrEqual(180 * KB)
  })
})
