import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Hands `use` a file holding `statements` (what `wrangler d1 execute --file` reads). They can
 * carry password hashes, so the file is readable by this user only (0600), in a folder of its own
 * (mkdtemp: 0700), and both are gone when `use` returns or throws.
 */
export function withSqlFile<T>(statements: string, use: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'consulting-site-sql-'))
  try {
    const file = join(folder, 'statements.sql')
    writeFileSync(file, statements, { mode: 0o600 })
    return use(file)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
