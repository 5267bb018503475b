// npm run restore -- <folder> [--persist-to DIR] [--key FILE] [--trust-unsigned]: loads a backup
// made by `npm run backup` into a fresh local state (by default wrangler's own, which must then be
// empty: move .wrangler/state aside first). The manifest's signature (with the key in FILE, by
// default .backup-key) and every checksum are checked before anything is written.
import { parseArgs } from 'node:util'
import { DEFAULT_KEY_FILE, restoreLocal } from './lib/backup.ts'
import { DEFAULT_STATE_DIR } from './lib/local-bindings.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'persist-to': { type: 'string' },
    key: { type: 'string', default: DEFAULT_KEY_FILE },
    'trust-unsigned': { type: 'boolean', default: false },
  },
})
const [folder] = positionals
if (!folder) {
  console.error(
    'Usage: npm run restore -- <backup folder> [--persist-to DIR] [--key FILE] [--trust-unsigned]',
  )
  process.exit(1)
}
const stateDir = values['persist-to'] ?? DEFAULT_STATE_DIR
const manifest = await restoreLocal(folder, stateDir, {
  keyFile: values.key,
  trustUnsigned: values['trust-unsigned'],
})
console.log(`Restored the backup of ${manifest.createdAt} into ${stateDir}`)
