import { sharedBlockText as text } from '../shared-block-messages'
import { type PageBlock, sharableBlock } from './page-blocks'
import { z } from './zod'

// A block kept once and placed on pages by reference (docs/pages.md, "Shared blocks"): the Worker
// and the Shared blocks section check it with this.

const NAME_MAX = 80

export const sharedBlockInput = z.object({
  name: z
    .string({ error: text.nameRequired })
    .trim()
    .min(1, text.nameRequired)
    .max(NAME_MAX, text.nameTooLong(NAME_MAX)),
  block: sharableBlock,
  /** The version the edit started from; an update from an older one is refused (409). */
  version: z.number().int().positive().optional(),
})

export type SharedBlockInput = z.input<typeof sharedBlockInput>

/** A page that shows a shared block. */
export interface SharedBlockUse {
  id: number
  title: string
  path: string
}

export interface SharedBlockRecord {
  id: number
  name: string
  block: PageBlock
  version: number
  updatedAt: string
  usedOn: SharedBlockUse[]
}

/** One saved version of a shared block; `block` is null when it no longer passes its schema. */
export interface SharedBlockRevision {
  version: number
  name: string
  block: PageBlock | null
  author: string
  savedAt: string
}
