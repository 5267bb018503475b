import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { z } from 'zod'
import { IMAGE_KEY_PATTERN, IMAGE_WIDTHS, SOCIAL_IMAGE } from '../../shared/image-variants'
import { mediaApiMessages } from '../../shared/media-messages'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { validate } from '../lib/validate'
import { PERMISSIONS_POLICY } from '../middleware/security-headers'
import { serveImage } from '../services/images/serve-image'
import { LARGEST_WIDTH, type VariantRequest } from '../services/images/variant-names'

const SOCIAL_WIDTH = String(SOCIAL_IMAGE.width)
const SOCIAL_HEIGHT = String(SOCIAL_IMAGE.height)

/**
 * `?w=<one of IMAGE_WIDTHS>`, `?w=1200&h=630` (the social card) or nothing (the largest width):
 * every other address is refused, so that the variants anyone can make an upload into are few.
 */
const variantQuery = z
  .object({
    w: z.enum([...IMAGE_WIDTHS.map(String), SOCIAL_WIDTH], mediaApiMessages.variantWidth).optional(),
    h: z.literal(SOCIAL_HEIGHT, mediaApiMessages.variantHeight).optional(),
  })
  // Each unknown parameter is named in `fields`, as a misspelt one would be.
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    for (const name of Object.keys(query)) {
      if (name !== 'w' && name !== 'h') {
        ctx.addIssue({ code: 'custom', message: mediaApiMessages.variantParameter, path: [name] })
      }
    }
    if ((query.w === SOCIAL_WIDTH) !== (query.h === SOCIAL_HEIGHT)) {
      ctx.addIssue({ code: 'custom', message: mediaApiMessages.variantWidth, path: ['w'] })
    }
  })
  .transform(({ w }): VariantRequest => {
    if (w === SOCIAL_WIDTH) return 'social'
    return { width: IMAGE_WIDTHS.find((width) => String(width) === w) ?? LARGEST_WIDTH }
  })

/**
 * GET /images/:key, uploaded images in the variant the address and `Accept` ask for
 * (services/images/serve-image.ts). Mounted ahead of the site-wide headers because an uploaded
 * file gets a stricter CSP: even if a browser were fooled into rendering it as a document, it
 * would be sandboxed and could load nothing.
 */
export const imageRoutes = new Hono<AppEnv>()
  .use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  )
  .get(`/:key{${IMAGE_KEY_PATTERN}}`, validate('query', variantQuery), (c) =>
    serveImage(
      {
        bucket: c.env.UPLOADS,
        images: c.env.IMAGES,
        db: c.var.db,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        siteUrl: readConfig(c.env).SITE_URL,
      },
      c.req.raw,
      c.req.param('key'),
      c.req.valid('query'),
    ),
  )
