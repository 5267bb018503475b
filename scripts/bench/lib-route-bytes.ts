import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RouteBytes {
  js: { raw: number; gzip: number; brotli: number }
  css: { raw: number; gzip: number; brotli: number }
  files: string[]
}

/** The chunks a first load of a route fetches: the start-up code plus the route's lazy chunks. */
export function routeBytes(clientDir: string, routeFiles: string[]): RouteBytes {
  const manifestPath = join(clientDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  // The entry asks for the rest of the start-up code with import() (src/client/main.tsx).
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    visit(key)
    for (const dynamic of chunk.dynamicImports ?? []) visit(dynamic)
  }
  for (const routeFile of routeFiles) {
    for (const key of Object.keys(manifest)) if (key.startsWith(routeFile)) visit(key)
  }
  const sum = (ext: string) => {
    const total = { raw: 0, gzip: 0, brotli: 0 }
    for (const file of files) {
      if (!file.endsWith(ext)) continue
      const bytes = readFileSync(join(clientDir, file))
      total.raw += bytes.length
      total.gzip += gzipSync(bytes, { level: 9 }).length
      total.brotli += brotliCompressSync(bytes).length
    }
    return total
  }
  return { js: sum('.js'), css: sum('.css'), files: [...files] }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
