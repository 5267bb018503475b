import { wrangler } from './wrangler.ts'

export function migrateLocal(persistTo?: string): void {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo)
}

export function executeFile(file: string, persistTo?: string): void {
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file], persistTo)
}

export function queryLocal<Row>(sqlText: string, persistTo?: string): Row[] {
  const output = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sqlText], persistTo)
  const parsed = JSON.parse(output) as { results: Row[] }[]
  return parsed[0]?.results ?? []
}
