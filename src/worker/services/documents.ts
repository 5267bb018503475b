// Whitepaper documents in R2: PDF only, decided by the file's first bytes, never by
// its name or declared type; stored under a random key of DOCUMENT_KEY_PATTERN's form.

import { asciiAt } from '../lib/magic-bytes'

const PDF_MAGIC = '%PDF-'
export const PDF_TYPE = 'application/pdf'

/** Whether the bytes start as a PDF file does (`%PDF-`, ISO 32000 section 7.5.2). */
export const isPdf = (bytes: Uint8Array): boolean => asciiAt(bytes, 0, PDF_MAGIC)

/** Stores a PDF under a new `documents/<uuid>.pdf` key and returns the key. */
export async function storeDocument(bucket: R2Bucket, file: Blob): Promise<string> {
  const key = `documents/${crypto.randomUUID()}.pdf`
  await bucket.put(key, file, { httpMetadata: { contentType: PDF_TYPE } })
  return key
}
