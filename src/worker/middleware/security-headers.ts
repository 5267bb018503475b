import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'

// Vite's dev server injects an inline React Refresh preamble; only `vite dev` (mode
// "development") relaxes script-src for it. Builds, tests and production stay strict.
const devInlineScripts = import.meta.env.MODE === 'development' ? ["'unsafe-inline'"] : []

function originOf(url: string): string[] {
  return url ? [new URL(url).origin] : []
}

/** CSP, HSTS and friends on every response: API, HTML, assets, images. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const chatOrigins = originOf(readConfig(c.env).CHAT_WIDGET_URL)
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chatOrigins, ...devInlineScripts],
      // Radix primitives inject <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...chatOrigins, ...(devInlineScripts.length ? ['ws:', 'wss:'] : [])],
      frameSrc: chatOrigins.length ? chatOrigins : ["'none'"],
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
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  })(c, next)
})
