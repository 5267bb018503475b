import { ID_SHAPE } from './list-search'

/**
 * What a list's editor edits, from its address: a new item (`/admin/<section>/new`) or an existing
 * one (`/admin/<section>/12`). Opening and closing are steps in the history, so Back closes the
 * dialog (what was typed is kept, see use-unsaved-changes.ts) and a reload or a shared link opens
 * it again.
 */
export type EditTarget = number | 'new'

/** The address's item, or null when it names none. */
export const parseEditTarget = (raw: string): EditTarget | null =>
  raw === 'new' ? raw : ID_SHAPE.test(raw) ? Number(raw) : null
