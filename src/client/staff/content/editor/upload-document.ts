import { DOCUMENT_MAX_BYTES, DOCUMENT_UPLOAD_TIMEOUT_MS } from '@shared/constants'
import { documentMessages } from '@shared/whitepaper-download-messages'
import { ApiError, api, unwrap } from '@/lib/api-client'

/**
 * POST /api/upload/document, aborted after DOCUMENT_UPLOAD_TIMEOUT_MS. Rejects with an Error whose
 * message is what the toast shows: too large (checked here first, to spare sending 20 MB for a
 * sure refusal), the timeout text, the server's error, or the default.
 */
export async function uploadDocument(file: File): Promise<{ key: string }> {
  if (file.size > DOCUMENT_MAX_BYTES) throw new Error(documentMessages.tooLarge)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), DOCUMENT_UPLOAD_TIMEOUT_MS)
  try {
    return await unwrap(
      api.upload.document.$post({ form: { document: file } }, { init: { signal: controller.signal } }),
    )
  } catch (error) {
    if (controller.signal.aborted) throw new Error(documentMessages.timedOut)
    throw new Error((error instanceof ApiError && error.serverMessage) || documentMessages.failed)
  } finally {
    clearTimeout(timer)
  }
}
