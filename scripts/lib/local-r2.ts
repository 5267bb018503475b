import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wrangler } from './wrangler.ts'

// wrangler.toml's bucket behind the UPLOADS binding: local R2 commands name buckets, not bindings.
export const LOCAL_BUCKET = 'consulting-site-images'

export interface LocalObject {
  key: string
  body: Uint8Array
}

/** Writes the objects into the local bucket with one wrangler call (`r2 bulk put`). */
export function putLocalObjects(objects: LocalObject[], contentType: string, persistTo?: string): void {
  if (objects.length === 0) return
  const folder = mkdtempSync(join(tmpdir(), 'consulting-site-r2-'))
  try {
    const manifest = objects.map(({ key, body }, index) => {
      const file = join(folder, `${index}.bin`)
      writeFileSync(file, body)
      return { key, file }
    })
    const manifestFile = join(folder, 'manifest.json')
    writeFileSync(manifestFile, JSON.stringify(manifest))
    wrangler(
      [
        'r2',
        'bulk',
        'put',
        LOCAL_BUCKET,
        '--filename',
        manifestFile,
        '--content-type',
        contentType,
        '--local',
      ],
      persistTo,
    )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
