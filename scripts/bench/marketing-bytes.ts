import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { kb, routeBytes } from './lib-route-bytes.ts'
import type { BenchRow } from './types.ts'

// Budgets: first-load JS of a marketing route <= 110 KB brotli with zero admin code,
// CSS <= 15 KB brotli. Reads the build manifest (run `npm run build` first).
const JS_BUDGET_KB = 110
const CSS_BUDGET_KB = 15
const clientDir = `${process.env.BUILD_OUT_DIR ?? 'dist'}/client`

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

/** Files only the admin route pulls in: its chunk and static imports no other route shares. */
function adminOnlyFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const closure = (roots: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const dep of manifest[key].imports ?? []) visit(dep)
    }
    for (const root of roots) visit(root)
    return seen
  }
  const keys = Object.keys(manifest)
  const isAdmin = (key: string) => key.startsWith('src/client/routes/admin')
  const admin = closure(keys.filter(isAdmin))
  const others = closure(keys.filter((key) => !isAdmin(key) && !key.startsWith('_')))
  return new Set([...admin].filter((key) => !others.has(key)).map((key) => manifest[key]?.file ?? key))
}

export async function measure(): Promise<BenchRow[]> {
  const adminFiles = adminOnlyFiles()
  const routes = [
    ['/', 'src/client/routes/index.tsx'],
    ['/about', 'src/client/routes/about.tsx'],
    ['/services', 'src/client/routes/services/index.tsx'],
    ['/services/{slug}', 'src/client/routes/services/$slug.tsx'],
    // An article may grow by 5 KB at most for embeds and calls to action.
    ['/povs/{id}', 'src/client/routes/povs/$id.tsx'],
    ['/lp/{slug}', 'src/client/routes/lp/$slug.tsx'],
  ] as const
  return routes.flatMap(([path, file]) => {
    const bytes = routeBytes(clientDir, [file])
    const adminBytes = bytes.files
      .filter((name) => adminFiles.has(name))
      .reduce((sum, name) => sum + brotliCompressSync(readFileSync(join(clientDir, name))).length, 0)
    const jsKb = bytes.js.brotli / 1024
    const cssKb = bytes.css.brotli / 1024
    return [
      {
        group: 'marketing',
        metric: `first-load JS ${path}`,
        value: `${kb(bytes.js.brotli)} br`,
        note: `budget ${JS_BUDGET_KB} KB: ${jsKb <= JS_BUDGET_KB ? 'within' : 'OVER'}; admin-only code ${kb(adminBytes)}`,
      },
      {
        group: 'marketing',
        metric: `first-load CSS ${path}`,
        value: `${kb(bytes.css.brotli)} br`,
        note: `budget ${CSS_BUDGET_KB} KB: ${cssKb <= CSS_BUDGET_KB ? 'within' : 'OVER'}`,
      },
    ]
  })
}
