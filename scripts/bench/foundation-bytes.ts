import { kb, routeBytes } from './lib-route-bytes.ts'
import type { BenchRow } from './types.ts'

/**
 * First-load JS and CSS of `/` and of the staff app, from the build manifest (run `npm run build`
 * first; BUILD_OUT_DIR reads another build, as in marketing-bytes). The staff app's first load is
 * what a signed-in person's visit to /admin fetches: the app and its default section, the POVs'
 * list (/admin/povs, the content types' section route). Budget: at most 180 KB brotli.
 */
export async function measure(): Promise<BenchRow[]> {
  const routes = [
    ['/', ['src/client/routes/index.tsx']],
    ['/admin', ['src/client/routes/admin/route.tsx', 'src/client/routes/admin/$type/route.tsx']],
  ] as const
  return routes.flatMap(([path, files]) => {
    const bytes = routeBytes(`${process.env.BUILD_OUT_DIR ?? 'dist'}/client`, [...files])
    return [
      {
        group: 'bytes',
        metric: `first-load JS ${path}`,
        value: `${kb(bytes.js.brotli)} br`,
        note: `${kb(bytes.js.gzip)} gzip, ${kb(bytes.js.raw)} raw`,
      },
      {
        group: 'bytes',
        metric: `first-load CSS ${path}`,
        value: `${kb(bytes.css.brotli)} br`,
        note: `${kb(bytes.css.gzip)} gzip, ${kb(bytes.css.raw)} raw`,
      },
    ]
  })
}
