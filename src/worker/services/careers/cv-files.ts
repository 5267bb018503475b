// Where applicants' CVs live in R2 and what each is, by its key alone: shared by the public
// application POST that stores them and the staff routes and cron that serve and delete them.

import { asciiFileStem } from '../../lib/ascii-file-name'

/** Every CV is stored under this prefix, as `applications/<uuid>.<pdf|docx>`; nothing else is. */
export const CV_KEY_PREFIX = 'applications/'

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const
export type CvExtension = keyof typeof CV_CONTENT_TYPES

/** A key of the shape CVs are stored under (a random id, then the type's extension). */
const CV_KEY_PATTERN = /^applications\/[A-Za-z0-9_-]{16,64}\.(pdf|docx)$/

/** The key for a new CV of type `extension`. */
export const newCvKey = (extension: CvExtension) => `${CV_KEY_PREFIX}${crypto.randomUUID()}.${extension}`

/** What a stored CV is, by its key: its extension and content type, or null for a key not of ours. */
export function cvFileOf(key: string): { extension: CvExtension; contentType: string } | null {
  const extension = CV_KEY_PATTERN.exec(key)?.[1] as CvExtension | undefined
  return extension ? { extension, contentType: CV_CONTENT_TYPES[extension] } : null
}

/**
 * `Content-Disposition` for a CV download: the applicant's file name in plain ASCII (and, for
 * browsers that take it, as sent, in `filename*`), always with the extension its key says.
 */
export function cvDisposition(name: string, extension: CvExtension): string {
  const stem = name.replace(/\.(pdf|docx)$/i, '')
  const ascii = asciiFileStem(stem, 'cv')
  const full = `${stem.slice(0, 100).trim() || 'cv'}.${extension}`
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(full)}`
}
