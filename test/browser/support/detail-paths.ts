import { baseUrl } from './browser'

/**
 * The pages of the first POV, case study and job opening of the lists: read before a file's tests
 * are collected, so that they can be among them.
 */
export async function detailPaths(): Promise<string[]> {
  const [pov] = (await (await fetch(new URL('/api/povs', baseUrl()))).json()) as { id: number }[]
  const [study] = (await (await fetch(new URL('/api/public/case-studies', baseUrl()))).json()) as {
    id: number
  }[]
  const [opening] = (await (await fetch(new URL('/api/careers', baseUrl()))).json()) as { id: number }[]
  if (!pov || !study || !opening)
    throw new Error('The seeded site has no published POV, case study or job opening')
  return [`/povs/${pov.id}`, `/case-studies/${study.id}`, `/careers/${opening.id}`]
}
