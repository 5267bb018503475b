import { beforeAll, describe, expect, it } from 'vitest'
import { addStaff, caseStudyBody, cookieFor, jobOpeningBody, povBody } from './auth-fixtures'
import { call, sendAs } from './helpers'

// One full-text index of every type (migration 0023), written in each item's save batch rather than
// by triggers: what the API writes is what the next search finds, in that type's list only.

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

const send = (method: string, path: string, body?: unknown) => sendAs(cookie, method, path, body)

async function search(list: string, q: string): Promise<string[]> {
  const response = await call(`${list}?q=${encodeURIComponent(q)}&includeUnpublished=true`, {
    headers: { cookie },
  })
  expect(response.status).toBe(200)
  return (await response.json<{ title: string }[]>()).map((item) => item.title)
}

describe('search follows every write', () => {
  it('finds a POV as created, as renamed, as restored, and no longer once deleted', async () => {
    const created = await send('POST', '/api/povs', {
      ...povBody(),
      title: 'Quokka Telemetry',
      description: 'Sensors on marsupials',
    })
    expect(created.status).toBe(201)
    const { id } = await created.json<{ id: number }>()
    expect(await search('/api/povs', 'quokka')).toEqual(['Quokka Telemetry'])
    expect(await search('/api/povs', 'MARSUPIAL')).toEqual(['Quokka Telemetry'])

    const renamed = await send('PUT', `/api/povs/${id}`, {
      ...povBody(),
      title: 'Wombat Telemetry',
      description: 'Sensors in burrows',
    })
    expect(renamed.status).toBe(200)
    expect(await search('/api/povs', 'quokka')).toEqual([])
    expect(await search('/api/povs', 'marsupial')).toEqual([])
    expect(await search('/api/povs', 'wombat')).toEqual(['Wombat Telemetry'])
    expect(await search('/api/povs', 'burrows')).toEqual(['Wombat Telemetry'])

    const history = await send('GET', `/api/povs/${id}/revisions`)
    // Newest first: the last is the save that created it.
    const first = (await history.json<{ id: number }[]>()).at(-1)
    const restored = await send('POST', `/api/povs/${id}/revisions/${first?.id}/restore`)
    expect(restored.status).toBe(200)
    expect(await search('/api/povs', 'quokka')).toEqual(['Quokka Telemetry'])
    expect(await search('/api/povs', 'wombat')).toEqual([])

    expect((await send('DELETE', `/api/povs/${id}`)).status).toBe(200)
    expect(await search('/api/povs', 'quokka')).toEqual([])
  })

  it('keeps each type’s hits to its own list, even for items with the same id', async () => {
    const study = await send('POST', '/api/case-studies', {
      ...caseStudyBody(),
      title: 'Pangolin Logistics',
      description: 'Scales of freight',
    })
    expect(study.status).toBe(201)
    const opening = await send('POST', '/api/careers', {
      ...jobOpeningBody(),
      title: 'Pangolin Platform Engineer',
      description: 'Run the freight platform',
    })
    expect(opening.status).toBe(201)
    expect(await search('/api/case-studies', 'pangolin')).toEqual(['Pangolin Logistics'])
    expect(await search('/api/careers', 'pangolin')).toEqual(['Pangolin Platform Engineer'])
    expect(await search('/api/careers', 'freight platform')).toEqual(['Pangolin Platform Engineer'])
    expect(await search('/api/povs', 'pangolin')).toEqual([])
    expect(await search('/api/whitepapers', 'pangolin')).toEqual([])
  })
})
