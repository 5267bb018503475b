import { blockTypeLabels } from './page-editor-text'

// The document as the editor holds it while someone types: read from the form's JSON text and
// written back whole, valid or not (the schema's messages say what to correct). Only its shape is
// trusted: an object whose `blocks` is a list of objects.

export type DraftBlock = Record<string, unknown>
export interface DraftDocument {
  blocks: DraftBlock[]
}
/** Where a value is in the document: `['blocks', 2, 'cards', 0, 'title']`. */
export type Path = readonly (string | number)[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The document in `text`, or undefined when it cannot be edited block by block. */
export function readDocument(text: string): DraftDocument | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value) || !Array.isArray(value.blocks) || !value.blocks.every(isRecord)) return undefined
  return { ...value, blocks: value.blocks }
}

/** The key of a path in validation messages: the path joined by dots, as the API answers. */
export const pathKey = (path: Path) => path.join('.')

/** `value` with `next` at `path`, copying only what is on the way; undefined removes the key. */
export function withValueAt(value: unknown, path: Path, next: unknown): unknown {
  const [step, ...rest] = path
  if (step === undefined) return next
  if (Array.isArray(value)) {
    const copy = [...value]
    copy[Number(step)] = withValueAt(copy[Number(step)], rest, next)
    return copy
  }
  const record = isRecord(value) ? value : {}
  const inner = withValueAt(record[step], rest, next)
  if (inner === undefined) {
    const { [step]: _removed, ...others } = record
    return others
  }
  return { ...record, [step]: inner }
}

/** `items` with the one at `from` moved to `to`. */
export function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  if (item !== undefined) copy.splice(to, 0, item)
  return copy
}

export const without = <Item>(items: readonly Item[], index: number): Item[] =>
  items.filter((_, each) => each !== index)

const SUMMARY_MAX = 40

const firstLine = (text: string) =>
  text
    .trim()
    .split('\n')[0]
    ?.replace(/^#+\s*/, '') ?? ''

/** What a block says first: its heading, tagline or text, or its first figure. */
function summaryOf(block: DraftBlock): string {
  for (const key of ['heading', 'tagline', 'markdown', 'text'])
    if (typeof block[key] === 'string' && block[key].trim()) return firstLine(block[key])
  const [stat] = Array.isArray(block.stats) ? block.stats : []
  if (isRecord(stat)) return [stat.value, stat.label].filter((part) => typeof part === 'string').join(' ')
  return ''
}

const shortened = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : text

export const typeLabelOf = (block: DraftBlock): string =>
  blockTypeLabels[block.type as keyof typeof blockTypeLabels] ?? String(block.type ?? '?')

/** How the editor names a block in its card and buttons: 'Hero: Crafting Solutions…'. */
export function blockName(block: DraftBlock): string {
  const summary = shortened(summaryOf(block))
  return summary ? `${typeLabelOf(block)}: ${summary}` : typeLabelOf(block)
}
