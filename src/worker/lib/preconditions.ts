// Conditional GET/HEAD (RFC 9110 section 13), evaluated here rather than by R2's `onlyIf`: R2
// throws on an entity tag it cannot parse, and answers every failed condition alike, while a
// failed If-Match or If-Unmodified-Since must be 412 and only a fresh cached copy 304.

/** What a GET or HEAD should answer: the representation, 304 Not Modified, or 412. */
export type Precondition = 'proceed' | 'not-modified' | 'failed'

interface Validators {
  /** The strong entity tag, quotes included (`"abc"`). */
  etag: string
  lastModified: Date
}

// entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text (section 8.8.3).
const ENTITY_TAG = /^(W\/)?("[\x21\x23-\x7e\x80-\xff]*")$/

/**
 * Whether a list-valued If-Match / If-None-Match names the representation. A member that is not
 * an entity tag never matches. Strong comparison needs both tags strong; weak compares the
 * opaque tags only (section 8.8.3.2).
 */
function listMatches(field: string, etag: string, weak: boolean): boolean {
  if (field.trim() === '*') return true
  return field.split(',').some((member) => {
    const tag = ENTITY_TAG.exec(member.trim())
    return tag !== null && (weak || tag[1] === undefined) && tag[2] === etag
  })
}

/** An HTTP-date to whole seconds, or undefined when unreadable (which the RFC says to ignore). */
function httpDate(field: string | null): number | undefined {
  if (field === null) return undefined
  const time = Date.parse(field)
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000)
}

/** The outcome of a GET or HEAD's preconditions, in the order of section 13.2.2. */
export function evaluatePreconditions(headers: Headers, validators: Validators): Precondition {
  // Last-Modified is sent in whole seconds, so that is what a client can hand back.
  const modified = Math.floor(validators.lastModified.getTime() / 1000)
  const ifMatch = headers.get('if-match')
  if (ifMatch !== null) {
    if (!listMatches(ifMatch, validators.etag, false)) return 'failed'
  } else {
    const unmodifiedSince = httpDate(headers.get('if-unmodified-since'))
    if (unmodifiedSince !== undefined && modified > unmodifiedSince) return 'failed'
  }
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null)
    return listMatches(ifNoneMatch, validators.etag, true) ? 'not-modified' : 'proceed'
  const modifiedSince = httpDate(headers.get('if-modified-since'))
  if (modifiedSince !== undefined && modified <= modifiedSince) return 'not-modified'
  return 'proceed'
}
