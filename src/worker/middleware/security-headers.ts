import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { type ChatCsp, chatWidgetAllowed, chatWidgetSources } from '../lib/chat-widget-csp'

// Vite's dev server injects an inline React Refresh preamble; only `vite dev` (mode
// "development") relaxes script-src for it. Builds, tests and production stay strict.
const devInlineScripts = import.meta.env.MODE === 'development' ? ["'unsafe-inline'"] : []

/** Powerful features no response of ours uses, denied to every origin: pages and uploaded images alike. */
export const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
}

/**
 * CSP, HSTS and friends on every response: API, HTML, assets, images. Set once the response is
 * made, because a page's CSP admits the players of the embeds it shows (`frameOrigins`).
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const config = readConfig(c.env)
  // The chat widget's hosts only for a visitor who accepted marketing cookies (the consent
  // cookie); the edge cache keys pages by the same test (edge-cache.ts).
  const chat: ChatCsp = chatWidgetAllowed(c, config) ? chatWidgetSources(config) : {}
  const media = chat['media-src'] ?? []
  const frames = [...(chat['frame-src'] ?? []), ...(c.get('frameOrigins') ?? [])]
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(chat['script-src'] ?? []), ...devInlineScripts],
      // Radix primitives inject <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'", ...(chat['style-src'] ?? [])],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(chat['img-src'] ?? [])],
      fontSrc: ["'self'", ...(chat['font-src'] ?? [])],
      connectSrc: [
        "'self'",
        ...(chat['connect-src'] ?? []),
        ...(devInlineScripts.length ? ['ws:', 'wss:'] : []),
      ],
      frameSrc: frames.length ? frames : ["'none'"],
      ...(media.length ? { mediaSrc: ["'self'", ...media] } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: PERMISSIONS_POLICY,
  })(c, async () => {})
})
