import { Hono } from 'hono'
import { z } from 'zod'
import {
  DOCUMENT_MAX_BYTES,
  UPLOAD_IP_LIMIT,
  UPLOAD_IP_WINDOW_SECONDS,
  UPLOAD_MAX_BYTES,
} from '../../shared/constants'
import { mediaApiMessages } from '../../shared/media-messages'
import { adminMessages, apiMessages } from '../../shared/messages'
import { plainFileName } from '../../shared/schemas/plain-text'
import { documentMessages } from '../../shared/whitepaper-download-messages'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { multipartBody } from '../middleware/multipart-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireUser } from '../middleware/require-user'
import { appendAudit, auditStatement } from '../services/audit-log'
import { isPdf, PDF_TYPE, storeDocument } from '../services/documents'
import { newImageKey, storeLargestVariant, storeOriginal } from '../services/images/image-store'
import { insertMediaStatement } from '../services/images/media-record'
import { processImage } from '../services/images/process-image'
import { IMAGE_TYPES, sniffImage } from '../services/images/sniff'

/** The uploader's file name is kept, cut to this length, in the media library and the audit log. */
const FILE_NAME_MAX = 200

/** Per IP, for image and document uploads together. */
const uploadRateLimit = rateLimit({
  name: 'upload',
  limit: UPLOAD_IP_LIMIT,
  windowSeconds: UPLOAD_IP_WINDOW_SECONDS,
})

const uploadForm = z.object({
  image: z
    .custom<File>((value) => value instanceof File, adminMessages.imageMissing)
    .refine(plainFileName.check, plainFileName.message),
})

const documentForm = z.object({
  document: z
    .custom<File>((value) => value instanceof File, documentMessages.missing)
    .refine(plainFileName.check, plainFileName.message),
})

/**
 * POST /api/upload: staff only; checks and stores an image (services/images/process-image.ts) and
 * answers `{ url, id, width, height }`, the address on the request's own origin.
 * POST /api/upload/document: a whitepaper's PDF; answers `{ key }`, which is no address:
 * the file is reached only through a download link.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post(
    '/',
    requireUser,
    uploadRateLimit,
    ...multipartBody(UPLOAD_MAX_BYTES),
    validate('form', uploadForm),
    async (c) => {
      const { image } = c.req.valid('form')
      if (image.size > UPLOAD_MAX_BYTES) throw new HttpError(413, apiMessages.payloadTooLarge)
      const bytes = await image.arrayBuffer()
      const extension = sniffImage(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16)))
      if (!extension) throw new HttpError(415, adminMessages.imageTypeRefused)
      // Without the binding nothing could be checked or served resized: refuse rather than store
      // an image whose pixels were never counted.
      if (!c.env.IMAGES) throw new HttpError(503, mediaApiMessages.processingUnavailable)
      const processed = await processImage(c.env.IMAGES, bytes, extension)
      const key = newImageKey(extension)
      await storeOriginal(c.env.UPLOADS, key, bytes, extension)
      await storeLargestVariant(c.env.UPLOADS, key, processed.largest)
      // R2 and D1 share no batch: the row and the event follow the stored files, in one batch,
      // and a failure fails the request (logged by app.onError), so no upload is answered
      // without its row and event.
      const fileName = image.name.slice(0, FILE_NAME_MAX) || null
      const [[row]] = await c.var.db.batch([
        insertMediaStatement(c.var.db, {
          key,
          width: processed.width,
          height: processed.height,
          format: processed.format,
          bytes: bytes.byteLength,
          fileName,
          uploadedBy: c.var.user.id,
          createdAt: new Date(),
        }),
        auditStatement(c.var.db, c.var.actor, {
          action: 'upload_created',
          target: { type: 'upload', id: key, title: fileName },
          detail: { bytes: bytes.byteLength, type: IMAGE_TYPES[extension] },
        }),
      ])
      const url = new URL(`/images/${key}`, c.req.url).href
      return c.json({ url, id: row?.id, width: processed.width, height: processed.height }, 201)
    },
  )
  .post(
    '/document',
    requireUser,
    uploadRateLimit,
    ...multipartBody(DOCUMENT_MAX_BYTES, documentMessages.tooLarge),
    validate('form', documentForm),
    async (c) => {
      const { document } = c.req.valid('form')
      if (document.size > DOCUMENT_MAX_BYTES) throw new HttpError(413, documentMessages.tooLarge)
      if (!isPdf(new Uint8Array(await document.slice(0, 8).arrayBuffer()))) {
        throw new HttpError(415, documentMessages.typeRefused)
      }
      const key = await storeDocument(c.env.UPLOADS, document, document.name.slice(0, FILE_NAME_MAX))
      // As for images: the event follows the stored file, and no upload is answered without it.
      await appendAudit(c.var.db, c.var.actor, {
        action: 'document_uploaded',
        target: { type: 'document', id: key, title: document.name.slice(0, FILE_NAME_MAX) || null },
        detail: { bytes: document.size, type: PDF_TYPE },
      })
      return c.json({ key }, 201)
    },
  )
