import { type PageDocument, pageDocumentSchema } from '@shared/schemas/page-blocks'
import type { FormField } from './block-form-fields'
import { type DraftBlock, type DraftDocument, type Path, pathKey } from './draft-document'

// What is wrong with the document, by where: each message keyed by its path in the document
// ('blocks.2.heading'), the first one for each path, as the API answers (`content.blocks.2.heading`).

/** Messages by path in the document. */
export type Issues = ReadonlyMap<string, string>

interface Checked {
  issues: Issues
  /** The document as it would be saved, when it has no problem. */
  valid: PageDocument | undefined
}

export function checkDocument(document: DraftDocument): Checked {
  const result = pageDocumentSchema.safeParse(document)
  if (result.success) return { issues: new Map(), valid: result.data }
  const issues = new Map<string, string>()
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path as Path)
    if (!issues.has(key)) issues.set(key, issue.message)
  }
  return { issues, valid: undefined }
}

const ERROR_PARTS = new Set(['type', 'message', 'ref', 'types'])

/**
 * The server's messages about the field's document, from react-hook-form's error of the field: the
 * API's `content.blocks.2.heading` is set as a nested error under `content`. Messages of the
 * form's own check are left out: the editor checks the same schema as it is typed.
 */
export function serverIssues(error: unknown): Issues {
  const issues = new Map<string, string>()
  const visit = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return
    const { type, message } = node as { type?: unknown; message?: unknown }
    if (type === 'server' && typeof message === 'string' && message) issues.set(path.join('.'), message)
    for (const [key, child] of Object.entries(node))
      if (!ERROR_PARTS.has(key) || Array.isArray(node)) visit(child, [...path, key])
  }
  visit(error, [])
  return issues
}

/** The paths a block's form shows messages at: its fields, lists, and each list's items. */
export function placedPaths(fields: FormField[], value: DraftBlock, path: Path): string[] {
  return fields.flatMap((field) => {
    const at = [...path, field.key]
    const own = pathKey(at)
    const inner = (value as Record<string, unknown>)[field.key]
    if (field.kind === 'group' && typeof inner === 'object' && inner !== null)
      return [own, ...placedPaths(field.fields, inner as DraftBlock, at)]
    if (field.kind === 'list' && Array.isArray(inner))
      return [
        own,
        ...inner.flatMap((item, index) => {
          const itemPath = [...at, index]
          return field.item.kind === 'group' && typeof item === 'object' && item !== null
            ? [pathKey(itemPath), ...placedPaths(field.item.fields, item as DraftBlock, itemPath)]
            : [pathKey(itemPath)]
        }),
      ]
    return [own]
  })
}

/** Whether `key` is `prefix` or a path inside it. */
export const isWithin = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`)
