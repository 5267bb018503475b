// Whitepaper documents in R2: PDF only, decided by the file's first bytes, never by
// its name or declared type; stored under a random key of DOCUMENT_KEY_PATTERN's form.

import { isNotNull } from 'drizzle-orm'
import type { MediaDocument } from '../../shared/schemas/media'
import type { Db } from '../db/client'
import { whitepapers } from '../db/schema'
import { asciiFileStem } from '../lib/ascii-file-name'
import { asciiAt } from '../lib/magic-bytes'

const PDF_MAGIC = '%PDF-'
export const PDF_TYPE = 'application/pdf'

/** Whether the bytes start as a PDF file does (`%PDF-`, ISO 32000 section 7.5.2). */
export const isPdf = (bytes: Uint8Array): boolean => asciiAt(bytes, 0, PDF_MAGIC)

/** A file name any browser and file system takes: the title in plain ASCII, `.pdf` added. */
export function pdfFileName(title: string): string {
  return `${asciiFileStem(title, 'whitepaper')}.pdf`
}

const PREFIX = 'documents/'

/**
 * Stores a PDF under a new `documents/<uuid>.pdf` key and returns the key. The uploader's file
 * name is kept beside it, for the media library to show, never in the key.
 */
export async function storeDocument(bucket: R2Bucket, file: File, fileName: string): Promise<string> {
  const key = `${PREFIX}${crypto.randomUUID()}.pdf`
  await bucket.put(key, file, {
    httpMetadata: { contentType: PDF_TYPE },
    customMetadata: fileName ? { fileName } : undefined,
  })
  return key
}

/** The staff-only address that opens a stored PDF (routes/media.ts). */
const documentAddress = (key: string) => `/api/media/documents/${key.slice(PREFIX.length)}`

/**
 * Every stored PDF, newest first, with its file name (when the upload kept one) and the
 * whitepapers that offer it. One listing of R2 and one query; whitepapers are few.
 */
export async function listDocuments(db: Db, bucket: R2Bucket): Promise<MediaDocument[]> {
  const offeredBy = new Map<string, MediaDocument['usedBy']>()
  const papers = await db
    .select({ id: whitepapers.id, title: whitepapers.title, key: whitepapers.documentKey })
    .from(whitepapers)
    .where(isNotNull(whitepapers.documentKey))
    .orderBy(whitepapers.title)
  for (const paper of papers) {
    if (!paper.key) continue
    offeredBy.set(paper.key, [
      ...(offeredBy.get(paper.key) ?? []),
      { type: 'whitepaper', id: paper.id, title: paper.title },
    ])
  }
  const objects: R2Object[] = []
  let cursor: string | undefined
  do {
    const listing = await bucket.list({ prefix: PREFIX, cursor, include: ['customMetadata'] })
    objects.push(...listing.objects)
    cursor = listing.truncated ? listing.cursor : undefined
  } while (cursor)
  return objects
    .sort((a, b) => b.uploaded.getTime() - a.uploaded.getTime())
    .map((object) => ({
      url: documentAddress(object.key),
      fileName: object.customMetadata?.fileName ?? null,
      bytes: object.size,
      uploadedAt: object.uploaded.toISOString(),
      usedBy: offeredBy.get(object.key) ?? [],
    }))
}
