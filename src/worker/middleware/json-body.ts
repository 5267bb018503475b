import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { JSON_BODY_MAX_BYTES } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import { HttpError } from '../lib/http-error'

/** 413 past `maxBytes` (streamed bodies included), before anything reads the body. */
export function limitBody(maxBytes: number, message: string = apiMessages.payloadTooLarge) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, message)
    },
  })
}

const requireJsonType = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, apiMessages.unsupportedMediaType)
  return next()
})

/** For JSON endpoints: the content type must be JSON (else 415) and the body small (else 413). */
export const jsonBody = (maxBytes = JSON_BODY_MAX_BYTES) => [requireJsonType, limitBody(maxBytes)] as const
