// npm run backup [-- <folder>] [--persist-to DIR] [--key FILE]: the local D1 database (as SQL) and
// every R2 object of the local state, with a manifest of checksums signed with the key in FILE (by
// default .backup-key, made when missing), into <folder> (by default backups/<time>). For the
// deployed database use D1 Time Travel (docs/deploy.md).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { backupLocal, DEFAULT_KEY_FILE } from './lib/backup.ts'
import { DEFAULT_STATE_DIR } from './lib/local-bindings.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string' }, key: { type: 'string', default: DEFAULT_KEY_FILE } },
})
const folder = positionals[0] ?? join('backups', new Date().toISOString().replaceAll(':', '-'))
const manifest = await backupLocal(values['persist-to'] ?? DEFAULT_STATE_DIR, folder, { keyFile: values.key })
const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)
console.log(`Backed up ${rows} rows and ${manifest.objects.length} objects to ${folder}`)
