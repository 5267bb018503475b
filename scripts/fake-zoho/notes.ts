import { error, OWNER, readWriteBody } from './leads.ts'
import { type FakeState, type NoteRecord, nextRecordId, now, zohoTime } from './state.ts'
import type { Reply } from './token.ts'

// Notes of a lead (docs/zoho-contract.md section 7, row 5; Zoho's "Create Notes" and related-records APIs):
// POST and GET /crm/{v}/Leads/{id}/Notes.

const MAX_NOTES_PER_WRITE = 100

const unknownLead = () =>
  error(400, 'INVALID_DATA', { resource_path_index: 1 }, 'the related id given seems to be invalid')

export function createNotes(state: FakeState, leadId: string, rawBody: string): Reply {
  if (!state.leads.some((lead) => lead.id === leadId)) return unknownLead()
  const read = readWriteBody(rawBody, MAX_NOTES_PER_WRITE)
  if ('refused' in read) return read.refused
  const { data } = read
  const items = data.map((input, index) => {
    const note = (input ?? {}) as Record<string, unknown>
    const title = note.Note_Title
    if (typeof note.Note_Content !== 'string' || note.Note_Content.trim() === '') {
      return {
        ok: false,
        item: {
          code: 'MANDATORY_NOT_FOUND',
          details: { api_name: 'Note_Content', json_path: `$.data[${index}].Note_Content` },
          message: 'required field not found',
          status: 'error',
        },
      }
    }
    const at = zohoTime(now(state))
    const record: NoteRecord = {
      id: nextRecordId(state),
      Parent_Id: { id: leadId, module: { api_name: 'Leads' } },
      Note_Title: typeof title === 'string' ? title : null,
      Note_Content: note.Note_Content,
      Created_Time: at,
      Modified_Time: at,
    }
    state.notes.push(record)
    return {
      ok: true,
      item: {
        code: 'SUCCESS',
        details: {
          id: record.id,
          Created_Time: at,
          Modified_Time: at,
          Created_By: OWNER,
          Modified_By: OWNER,
        },
        message: 'record added',
        status: 'success',
      },
    }
  })
  const okCount = items.filter((result) => result.ok).length
  const status = okCount === 0 ? 400 : okCount < items.length ? 207 : 201
  return { status, body: { data: items.map((result) => result.item) } }
}

/** The lead's notes, newest first; v3 and later need `fields`, like every record list. */
export function listNotes(state: FakeState, leadId: string, version: string, query: URLSearchParams): Reply {
  if (!state.leads.some((lead) => lead.id === leadId)) return unknownLead()
  const fields = query
    .get('fields')
    ?.split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  if (!fields?.length && !['v2', 'v2.1'].includes(version)) {
    return error(
      400,
      'REQUIRED_PARAM_MISSING',
      { param_name: 'fields' },
      'One of the expected parameter is missing',
    )
  }
  const notes = state.notes
    .filter((note) => note.Parent_Id.id === leadId)
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1))
  if (notes.length === 0) return { status: 204 }
  const data = notes.map((note) => {
    if (!fields?.length) return { ...note }
    const picked: Record<string, unknown> = { id: note.id }
    for (const field of fields) if (field in note) picked[field] = note[field as keyof NoteRecord]
    return picked
  })
  return {
    status: 200,
    body: { data, info: { per_page: 200, count: data.length, page: 1, more_records: false } },
  }
}
