import { createMiddleware } from 'hono/factory'
import { UPLOAD_MULTIPART_OVERHEAD_BYTES } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import { HttpError } from '../lib/http-error'
import { limitBody } from './json-body'

const requireMultipart = createMiddleware(async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, apiMessages.unsupportedMediaType)
  }
  return next()
})

/**
 * For file uploads: the body must be multipart (else 415) and, envelope included, no larger
 * than the largest accepted file (else 413 with `tooLarge`), before anything reads it.
 */
export const multipartBody = (maxFileBytes: number, tooLarge?: string) =>
  [requireMultipart, limitBody(maxFileBytes + UPLOAD_MULTIPART_OVERHEAD_BYTES, tooLarge)] as const
