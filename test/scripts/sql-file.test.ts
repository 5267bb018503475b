import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withSqlFile } from '../../scripts/lib/sql-file.ts'

const permissions = (path: string) => statSync(path).mode & 0o777

describe('withSqlFile', () => {
  it('writes the statements readable by this user only, in a private folder, and deletes both', () => {
    let seen = ''
    const result = withSqlFile("UPDATE users SET password_hash = 'scrypt$…';", (file) => {
      seen = file
      expect(readFileSync(file, 'utf8')).toBe("UPDATE users SET password_hash = 'scrypt$…';")
      expect(permissions(file)).toBe(0o600)
      expect(permissions(dirname(file))).toBe(0o700)
      return 'done'
    })
    expect(result).toBe('done')
    expect(existsSync(seen)).toBe(false)
    expect(existsSync(dirname(seen))).toBe(false)
  })

  it('deletes them when the command fails too', () => {
    let seen = ''
    expect(() =>
      withSqlFile('SELECT 1;', (file) => {
        seen = file
        throw new Error('wrangler failed')
      }),
    ).toThrow('wrangler failed')
    expect(seen).not.toBe('')
    expect(existsSync(dirname(seen))).toBe(false)
  })
})
