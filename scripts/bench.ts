import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchRow } from './bench/types.ts'

// `npm run bench`: every module in scripts/bench/ exports `measure()`; their rows make one table.
// `npm run bench -- bytes` runs only the modules whose file name contains "bytes".
const filter = process.argv[2]
const dir = join(import.meta.dirname, 'bench')
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'types.ts' && !file.startsWith('lib-'))
  .filter((file) => !filter || file.includes(filter))
  .sort()

const rows: BenchRow[] = []
for (const file of modules) {
  const started = Date.now()
  const { measure } = (await import(pathToFileURL(join(dir, file)).href)) as {
    measure: () => Promise<BenchRow[]>
  }
  try {
    rows.push(...(await measure()))
  } catch (error) {
    rows.push({ group: file.replace(/\.ts$/, ''), metric: 'error', value: String(error) })
  }
  console.error(`${file}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(
    ...[
      ['group', 'metric', 'value', 'note'],
      ...rows.map((r) => [r.group, r.metric, r.value, r.note ?? '']),
    ].map((r) => (r[i] ?? '').length),
  ),
)
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log(line(['group', 'metric', 'value', 'note']))
console.log(line(widths.map((w) => '-'.repeat(w))))
for (const row of rows) console.log(line([row.group, row.metric, row.value, row.note ?? '']))

mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/results.json', `${JSON.stringify(rows, null, 2)}\n`)
