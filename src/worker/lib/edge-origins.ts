import type { AppEnv } from '../app-env'
import { readConfig } from '../env'

/** Where the edge may hold an image's copies: the site's address, and the one the request came through. */
export const edgeOrigins = (c: { req: { url: string }; env: AppEnv['Bindings'] }) => [
  new URL(c.req.url).origin,
  new URL(readConfig(c.env).SITE_URL).origin,
]
