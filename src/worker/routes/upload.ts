import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import {
  UPLOAD_IP_LIMIT,
  UPLOAD_IP_WINDOW_SECONDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MULTIPART_OVERHEAD_BYTES,
} from '../../shared/constants'
import { adminMessages, apiMessages } from '../../shared/messages'
import type { AppEnv } from '../app-env'
import { requestNetwork } from '../lib/client-network'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { limitBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireUser } from '../middleware/require-user'
import { appendAudit, staffActor } from '../services/audit-log'
import { IMAGE_TYPES, sniffImage, storeImage } from '../services/images'

const requireMultipart = createMiddleware(async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, apiMessages.unsupportedMediaType)
  }
  return next()
})

/** The uploader's file name is kept in the audit log only, cut to this length. */
const FILE_NAME_MAX = 200

const uploadForm = z.object({
  image: z.custom<File>((value) => value instanceof File, adminMessages.imageMissing),
})

/** POST /api/upload: staff only; answers `{ url }` on the request's own origin. */
export const uploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  rateLimit({ name: 'upload', limit: UPLOAD_IP_LIMIT, windowSeconds: UPLOAD_IP_WINDOW_SECONDS }),
  requireMultipart,
  // The whole body may carry the multipart envelope on top of the largest accepted image.
  limitBody(UPLOAD_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD_BYTES),
  validate('form', uploadForm),
  async (c) => {
    const { image } = c.req.valid('form')
    if (image.size > UPLOAD_MAX_BYTES) throw new HttpError(413, apiMessages.payloadTooLarge)
    const bytes = await image.arrayBuffer()
    const extension = sniffImage(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 16)))
    if (!extension) throw new HttpError(415, adminMessages.imageTypeRefused)
    const key = await storeImage(c.env.IMAGES, bytes, extension)
    // R2 and D1 share no batch: the event follows the stored image, and a failure to append it
    // fails the request (logged by app.onError), so no upload is answered without its event.
    await appendAudit(c.var.db, staffActor(c.var.user, requestNetwork(c.req)), {
      action: 'upload_created',
      target: { type: 'upload', id: key, title: image.name.slice(0, FILE_NAME_MAX) || null },
      detail: { bytes: bytes.byteLength, type: IMAGE_TYPES[extension] },
    })
    return c.json({ url: new URL(`/images/${key}`, c.req.url).href }, 201)
  },
)
