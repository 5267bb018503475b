import { describe, expect, it } from 'vitest'
import { whenUnlocked } from '../../scripts/lib/local-d1.ts'

// A statement from a script that meets a running server's hold on the same SQLite file fails with
// workerd's opaque "internal error"; it is tried again rather than failing the script or test.
describe('a statement on a database a running server holds', () => {
  it('is tried again after workerd’s internal error, and its result returned', async () => {
    let attempts = 0
    const rows = await whenUnlocked(async () => {
      attempts += 1
      if (attempts < 3) throw new Error('internal error; reference = hekajc6l6r5msq33k85f68s8')
      return [{ id: 1 }]
    })
    expect(rows).toEqual([{ id: 1 }])
    expect(attempts).toBe(3)
  })

  it('is not tried again after any other error', async () => {
    let attempts = 0
    await expect(
      whenUnlocked(async () => {
        attempts += 1
        throw new Error('D1_ERROR: no such table: userz: SQLITE_ERROR')
      }),
    ).rejects.toThrow('no such table')
    expect(attempts).toBe(1)
  })

  it('fails with the error after six attempts', async () => {
    let attempts = 0
    await expect(
      whenUnlocked(async () => {
        attempts += 1
        throw new Error('internal error; reference = x')
      }),
    ).rejects.toThrow('internal error')
    expect(attempts).toBe(6)
  })
})
