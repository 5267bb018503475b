// npm run restore -- <folder> [--persist-to DIR]: loads a backup made by `npm run backup` into
// a fresh local state (by default wrangler's own, which must then be empty: move .wrangler/state
// aside first). Checksums are checked before anything is written.
import { parseArgs } from 'node:util'
import { restoreLocal } from './lib/backup.ts'
import { DEFAULT_STATE_DIR } from './lib/local-bindings.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string' } },
})
const [folder] = positionals
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder> [--persist-to DIR]')
  process.exit(1)
}
const stateDir = values['persist-to'] ?? DEFAULT_STATE_DIR
const manifest = await restoreLocal(folder, stateDir)
console.log(`Restored the backup of ${manifest.createdAt} into ${stateDir}`)
