import { kb, routeBytes } from './lib-route-bytes.ts'
import type { BenchRow } from './types.ts'

/** First-load JS and CSS of `/` and `/admin`, from the build manifest (run `npm run build` first;
 * BUILD_OUT_DIR reads another build, as in marketing-bytes). */
export async function measure(): Promise<BenchRow[]> {
  const routes = [
    ['/', ['src/client/routes/index.tsx']],
    ['/admin', ['src/client/routes/admin']],
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
