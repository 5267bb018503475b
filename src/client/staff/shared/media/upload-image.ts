import { UPLOAD_TIMEOUT_MS } from '@shared/constants'
import { uploadMessages } from '@shared/messages'
import { ApiError, api, unwrap } from '@/lib/api-client'

/**
 * POST /api/upload, aborted after UPLOAD_TIMEOUT_MS. Rejects with an Error whose message is
 * what the toast shows (docs/product.md section 8): the timeout text, the server's error, or the default.
 */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS)
  try {
    return await unwrap(api.upload.$post({ form: { image: file } }, { init: { signal: controller.signal } }))
  } catch (error) {
    if (controller.signal.aborted) throw new Error(uploadMessages.timedOut)
    throw new Error((error instanceof ApiError && error.serverMessage) || uploadMessages.failed)
  } finally {
    clearTimeout(timer)
  }
}
