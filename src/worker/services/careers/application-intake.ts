import { applicationsOpen, type JobApplicationPayload } from '../../../shared/schemas/job-application'
import type { Attribution } from '../../../shared/visit-attribution'
import type { Db } from '../../db/client'
import { type JobOpeningRow, jobApplications } from '../../db/schema'
import type { AppConfig } from '../../env'
import { startsAsZip, zipEntryNames } from '../../lib/zip-entries'
import { getContent } from '../content/content-reads'
import { contentTypeNamed } from '../content/content-types'
import { outboxInsert, queuedOutboxIds } from '../crm-outbox'
import { isPdf } from '../documents'
import { salesNotice } from '../sales-webhook'
import { CV_CONTENT_TYPES, type CvExtension, newCvKey } from './cv-files'

// A visitor's application to a job opening: the opening must be public and still
// taking applications; the CV is told by its bytes and kept private in R2 under a random
// `applications/` key (careers/cv-files.ts), which no public route serves: /images takes only
// `<uuid>.<image type>` keys, and /downloads only a live link's token. Staff reach a CV through
// their own short-lived link.

/** The uploader's file name is kept, cut to this length, for staff to recognise the file. */
const CV_NAME_MAX = 200

export type OpeningForApplication =
  | { state: 'open'; id: number; title: string }
  | { state: 'closed' }
  | { state: 'unavailable' }

/** The opening as an application meets it: not public (or missing), closed, or open. */
export async function openingForApplication(
  db: Db,
  id: number,
  now = new Date(),
): Promise<OpeningForApplication> {
  const opening = await getContent(db, contentTypeNamed<JobOpeningRow>('job_opening'), id, {
    includeUnpublished: false,
    now,
  })
  if (!opening) return { state: 'unavailable' }
  if (!applicationsOpen(opening.applyBy, now)) return { state: 'closed' }
  return { state: 'open', id: opening.id, title: opening.title }
}

/**
 * What the CV is, by its bytes alone: a PDF starts `%PDF-`; a Word document is a ZIP file (an
 * Office Open XML package) listing `[Content_Types].xml` and parts under `word/`. Anything else
 * (an image, a text file renamed `.docx`, a spreadsheet) is null.
 */
export async function sniffCv(file: Blob): Promise<CvExtension | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (isPdf(head)) return 'pdf'
  if (!startsAsZip(head)) return null
  const names = await zipEntryNames(file)
  if (!names?.includes('[Content_Types].xml')) return null
  return names.some((name) => name.startsWith('word/')) ? 'docx' : null
}

/**
 * Keeps an application and its CV. R2 and D1 share no transaction, so the order is chosen so that
 * no failure loses an accepted application or leaves a row without its file:
 * 1. the CV goes to R2 first, under a new random key: if that fails, nothing was stored and the
 *    visitor is told to try again;
 * 2. then the row, naming the key: once it is in, the application is complete (answered 201);
 * 3. if the row cannot be written, the CV is deleted again before the error is answered.
 * A row therefore never names a missing CV. A CV without a row can only outlive a Worker stopped
 * between 1 and 3, or a failed delete in 3: it stays private, and the daily cron's orphan sweep
 * (careers/application-retention.ts) deletes it once it is an hour old.
 */
export async function storeApplication(
  db: Db,
  config: AppConfig,
  bucket: R2Bucket,
  opening: { id: number; title: string },
  applicant: Omit<JobApplicationPayload, 'website' | 'consent'> & { attribution?: Attribution },
  cv: File,
  extension: CvExtension,
): Promise<number[]> {
  const key = newCvKey(extension)
  const contentType = CV_CONTENT_TYPES[extension]
  await bucket.put(key, cv, { httpMetadata: { contentType } })
  // The sales team's message, when a webhook is configured, is queued with the row.
  const notice = salesNotice(config, {
    kind: 'application',
    name: `${applicant.firstName} ${applicant.lastName}`,
    email: applicant.email,
    opening: opening.title,
  })
  try {
    const row = db.insert(jobApplications).values({
      openingId: opening.id,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      phone: applicant.phone,
      linkedin: applicant.linkedin || null,
      note: applicant.note || null,
      cvKey: key,
      cvName: cv.name.slice(0, CV_NAME_MAX) || `cv.${extension}`,
      cvType: contentType,
      cvBytes: cv.size,
      attribution: applicant.attribution ?? null,
    })
    if (!notice) {
      await row
      return []
    }
    return queuedOutboxIds(await db.batch([row, outboxInsert(db, { kind: 'webhook', payload: notice }, {})]))
  } catch (error) {
    await bucket.delete(key).catch((deleteError: unknown) => {
      console.error(`CV ${key}: its row failed and so did its delete; the cron removes it`, deleteError)
    })
    throw error
  }
}
