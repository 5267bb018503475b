import { type FakeState, type LeadRecord, nextRecordId, now, zohoTime } from './state.ts'
import type { Reply } from './token.ts'

const VERSIONS = ['v2', 'v2.1', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8']
const SORT_BY = ['id', 'Created_Time', 'Modified_Time']
const SORT_ORDER = ['asc', 'desc']
const MAX_FIELDS = 50
const MAX_DISCRETE_RECORDS = 2000
const MAX_RECORDS_PER_WRITE = 100
export const OWNER = { name: 'Fake Zoho Admin', id: '4150868000000225013' }

// Field limits and patterns from docs/zoho-contract.md section 3.1.
const TEXT_LIMITS: Record<string, number> = {
  Last_Name: 80,
  First_Name: 40,
  Company: 200,
  Email: 100,
  Phone: 30,
  Description: 32000,
  Lead_Status: 120,
  Lead_Source: 120,
}
const WRITABLE = Object.keys(TEXT_LIMITS)
const EMAIL_PATTERN = /^[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+$/
const PHONE_PATTERN = /^[0-9+()\-.\s]*$/

export const error = (
  status: number,
  code: string,
  details: Record<string, unknown>,
  message: string,
): Reply => ({
  status,
  body: { code, details, message, status: 'error' },
})

export function isKnownVersion(version: string): boolean {
  return VERSIONS.includes(version)
}

/** GET /crm/{v}/Leads with the v3+ parameter rules (docs/zoho-contract.md section 7, row 2). */
export function listLeads(state: FakeState, version: string, query: URLSearchParams): Reply {
  const fieldsParam = query.get('fields')
  const needsFields = !['v2', 'v2.1'].includes(version)
  if (needsFields && !fieldsParam) {
    return error(
      400,
      'REQUIRED_PARAM_MISSING',
      { param_name: 'fields' },
      'One of the expected parameter is missing',
    )
  }
  const fields = fieldsParam
    ? fieldsParam
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
    : null
  if (fields && fields.length > MAX_FIELDS) {
    return error(
      400,
      'LIMIT_EXCEEDED',
      { limit: MAX_FIELDS, param_name: 'fields' },
      'the permitted limit exceeded',
    )
  }
  if (query.has('page') && query.has('page_token')) {
    return error(
      400,
      'AMBIGUITY_DURING_PROCESSING',
      { ambiguity_due_to: ['page', 'page_token'] },
      'ambiguity while processing the request',
    )
  }
  const perPage = Number(query.get('per_page') ?? 200)
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) {
    return error(400, 'INVALID_DATA', { param_name: 'per_page' }, 'invalid data')
  }
  const page = Number(query.get('page') ?? 1)
  if (!Number.isInteger(page) || page < 1)
    return error(400, 'INVALID_DATA', { param_name: 'page' }, 'invalid data')
  if (page * perPage > MAX_DISCRETE_RECORDS) {
    return error(
      400,
      'DISCRETE_PAGINATION_LIMIT_EXCEEDED',
      { limit: MAX_DISCRETE_RECORDS },
      'pagination limit exceeded',
    )
  }
  const sortBy = query.get('sort_by') ?? 'id'
  if (!SORT_BY.includes(sortBy)) {
    return error(400, 'INVALID_DATA', { param_name: 'sort_by', supported_values: SORT_BY }, 'invalid data')
  }
  const sortOrder = query.get('sort_order') ?? 'desc'
  if (!SORT_ORDER.includes(sortOrder)) {
    return error(
      400,
      'INVALID_DATA',
      { param_name: 'sort_order', supported_values: SORT_ORDER },
      'invalid data',
    )
  }
  const key = (lead: LeadRecord) =>
    sortBy === 'id' ? BigInt(lead.id) : BigInt(Date.parse(lead[sortBy as 'Created_Time']))
  const sorted = [...state.leads].sort((a, b) => {
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
    return sortOrder === 'asc' ? order : -order
  })
  const pageRows = sorted.slice((page - 1) * perPage, page * perPage)
  // Zoho answers an empty page with 204 and no body at all.
  if (pageRows.length === 0) return { status: 204 }
  const data = pageRows.map((lead) => pick(lead, fields))
  return {
    status: 200,
    body: {
      data,
      info: {
        call: false,
        per_page: perPage,
        count: data.length,
        sort_by: sortBy,
        page,
        next_page_token: null,
        page_token_expiry: null,
        sort_order: sortOrder,
        email: false,
        more_records: sorted.length > page * perPage,
        previous_page_token: null,
      },
    },
  }
}

function pick(lead: LeadRecord, fields: string[] | null): Record<string, unknown> {
  if (!fields) return { ...lead }
  const picked: Record<string, unknown> = { id: lead.id }
  for (const field of fields) if (field in lead) picked[field] = lead[field as keyof LeadRecord]
  return picked
}

/**
 * GET /crm/{v}/Leads/search?email=… (Zoho's search-records API, email form): every lead whose
 * e-mail is the given one. The fake knows only this form; `criteria`, `phone` and `word` are
 * answered as missing.
 */
export function searchLeads(state: FakeState, query: URLSearchParams): Reply {
  const email = query.get('email')?.trim().toLowerCase()
  if (!email) {
    return error(400, 'EXPECTED_PARAM_MISSING', {}, 'mandatory param missing')
  }
  const fields =
    query
      .get('fields')
      ?.split(',')
      .map((field) => field.trim())
      .filter(Boolean) ?? null
  const found = state.leads.filter((lead) => lead.Email?.toLowerCase() === email)
  if (found.length === 0) return { status: 204 }
  const data = found.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1)).map((lead) => pick(lead, fields))
  return {
    status: 200,
    body: { data, info: { per_page: 200, count: data.length, page: 1, more_records: false } },
  }
}

type ItemResult = { ok: true; item: Record<string, unknown> } | { ok: false; item: Record<string, unknown> }

function itemError(
  code: string,
  apiName: string,
  index: number,
  message: string,
  extra: Record<string, unknown> = {},
): ItemResult {
  return {
    ok: false,
    item: {
      code,
      details: { api_name: apiName, json_path: `$.data[${index}].${apiName}`, ...extra },
      message,
      status: 'error',
    },
  }
}

function validateRecord(
  state: FakeState,
  record: unknown,
  index: number,
): ItemResult | Record<string, string | null> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return {
      ok: false,
      item: {
        code: 'INVALID_DATA',
        details: { json_path: `$.data[${index}]` },
        message: 'invalid data',
        status: 'error',
      },
    }
  }
  const input = record as Record<string, unknown>
  const lastName = input.Last_Name
  if (typeof lastName !== 'string' || lastName.trim() === '') {
    return itemError('MANDATORY_NOT_FOUND', 'Last_Name', index, 'required field not found')
  }
  const clean: Record<string, string | null> = {}
  for (const field of WRITABLE) {
    const value = input[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') {
      return itemError('INVALID_DATA', field, index, 'invalid data', {
        expected_data_type: field === 'Phone' ? 'phone' : 'text',
      })
    }
    const limit = TEXT_LIMITS[field] ?? 255
    if (value.length > limit)
      return itemError('INVALID_DATA', field, index, 'invalid data', { maximum_length: limit })
    if (field === 'Email' && value !== '' && !EMAIL_PATTERN.test(value)) {
      return itemError('INVALID_DATA', field, index, 'invalid data', { expected_data_type: 'email' })
    }
    if (field === 'Phone' && !PHONE_PATTERN.test(value)) {
      return itemError('INVALID_DATA', field, index, 'invalid data', { expected_data_type: 'phone' })
    }
    const allowed = state.config.restrictedPicklists[field]
    if (allowed && !allowed.includes(value)) {
      return itemError('INVALID_DATA', field, index, 'invalid data', { supported_values: allowed })
    }
    clean[field] = value
  }
  return clean
}

/** A write's JSON body and its `data` array of 1 to `max` records, or Zoho's answer to a bad one. */
export function readWriteBody(
  rawBody: string,
  max: number,
): { body: Record<string, unknown>; data: unknown[] } | { refused: Reply } {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return {
      refused: error(
        400,
        'UNABLE_TO_PARSE_DATA_TYPE',
        {},
        'Either the request body or parameters is in wrong format',
      ),
    }
  }
  const data = (body as { data?: unknown } | null)?.data
  if (!Array.isArray(data) || data.length === 0 || data.length > max) {
    return { refused: error(400, 'INVALID_DATA', { api_name: 'data', limit: max }, 'invalid data') }
  }
  return { body: body as Record<string, unknown>, data }
}

/** POST /crm/{v}/Leads (insert) and /Leads/upsert (docs/zoho-contract.md section 7, rows 3 and 4). */
export function writeLeads(state: FakeState, rawBody: string, upsert: boolean): Reply {
  const read = readWriteBody(rawBody, MAX_RECORDS_PER_WRITE)
  if ('refused' in read) return read.refused
  const { body, data } = read
  const checkFields = upsert
    ? (((body as { duplicate_check_fields?: unknown }).duplicate_check_fields as string[] | undefined) ?? [
        'Email',
      ])
    : state.config.uniqueFields
  let inserted = false
  let updated = false
  const results = data.map((record, index): ItemResult => {
    const clean = validateRecord(state, record, index)
    if ('ok' in clean) return clean as ItemResult
    const match = checkFields.length
      ? state.leads.find((lead) =>
          checkFields.some((field) => clean[field] && lead[field as keyof LeadRecord] === clean[field]),
        )
      : undefined
    const at = zohoTime(now(state))
    if (match && !upsert) {
      const field = checkFields.find((name) => match[name as keyof LeadRecord] === clean[name]) ?? 'Email'
      return itemError('DUPLICATE_DATA', field, index, 'duplicate data', {
        duplicate_record: { id: match.id, Owner: { ...OWNER, zuid: '90000000' } },
        id: match.id,
        more_records: false,
      })
    }
    if (match) {
      Object.assign(match, clean, { Modified_Time: at })
      updated = true
      const field = checkFields.find((name) => match[name as keyof LeadRecord] === clean[name]) ?? 'Email'
      return { ok: true, item: success(match, 'update', field, 'record updated') }
    }
    const lead: LeadRecord = {
      id: nextRecordId(state),
      First_Name: null,
      Email: null,
      Phone: null,
      Company: null,
      Description: null,
      Lead_Status: null,
      Lead_Source: null,
      ...clean,
      Last_Name: clean.Last_Name ?? '',
      Created_Time: at,
      Modified_Time: at,
    }
    state.leads.push(lead)
    inserted = true
    return { ok: true, item: success(lead, upsert ? 'insert' : null, null, 'record added') }
  })
  const okCount = results.filter((result) => result.ok).length
  const status =
    okCount === 0 ? 400 : okCount < results.length ? 207 : upsert && updated && !inserted ? 200 : 201
  return { status, body: { data: results.map((result) => result.item) } }
}

function success(
  lead: LeadRecord,
  action: 'insert' | 'update' | null,
  duplicateField: string | null,
  message: string,
) {
  return {
    code: 'SUCCESS',
    ...(action ? { action, duplicate_field: duplicateField } : {}),
    details: {
      id: lead.id,
      Created_Time: lead.Created_Time,
      Modified_Time: lead.Modified_Time,
      Created_By: OWNER,
      Modified_By: OWNER,
      $approval_state: 'approved',
    },
    message,
    status: 'success',
  }
}
