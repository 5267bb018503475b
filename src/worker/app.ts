import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { apiMessages } from '../shared/messages'
import type { AppEnv } from './app-env'
import { ConfigError, readConfig } from './env'
import { HttpError } from './lib/http-error'
import { bypassEdgeCache, edgeCache } from './middleware/edge-cache'
import { redirectVisits } from './middleware/redirect-visits'
import { sameOrigin } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { loadSession, openDbSession } from './middleware/session'
import { notModified, representationValidators } from './middleware/validators'
import { accountRoutes } from './routes/account'
import { applicationAdminRoutes } from './routes/applications'
import { auditRoutes } from './routes/audit'
import { authRoutes } from './routes/auth'
import { contactRoutes } from './routes/contact'
import { contentApi } from './routes/content/api'
import { downloadRoutes } from './routes/downloads'
import { enquiryRoutes } from './routes/enquiries'
import { hashtagRoutes } from './routes/hashtags'
import { health } from './routes/health'
import { imageRoutes } from './routes/images'
import { inviteRoutes } from './routes/invites'
import { linkTargetRoutes } from './routes/link-targets'
import { mediaRoutes } from './routes/media'
import { menuRoutes } from './routes/menus'
import { newsletterRoutes } from './routes/newsletter'
import { performanceRoutes } from './routes/performance'
import { missedAddressRoutes, redirectRoutes } from './routes/redirects'
import { reviewRoutes } from './routes/review'
import { settingsRoutes } from './routes/settings'
import { sharedBlockRoutes } from './routes/shared-blocks'
import { siteRoutes } from './routes/site'
import { siteSettingsRoutes } from './routes/site-settings'
import { staffRoutes } from './routes/staff'
import { todayRoutes } from './routes/today'
import { trashRoutes } from './routes/trash'
import { unsavedChangesRoutes } from './routes/unsaved-changes'
import { uploadRoutes } from './routes/upload'
import { zohoRoutes } from './routes/zoho'

// One mount per resource, so that all of a path's routes, and what they pass through, are in one file.
const api = new Hono<AppEnv>()
  // A 404 that no route gave a policy of its own (an unknown address, a method a path lacks) may
  // exist a deploy later: no browser or shared cache keeps it.
  .use(async (c, next) => {
    await next()
    if (c.res.status === 404 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  .use(sameOrigin)
  .use(loadSession)
  .route('/health', health)
  .route('/', contentApi)
  .route('/hashtags', hashtagRoutes)
  .route('/', authRoutes)
  .route('/account', accountRoutes)
  .route('/upload', uploadRoutes)
  .route('/media', mediaRoutes)
  .route('/unsaved-changes', unsavedChangesRoutes)
  .route('/review', reviewRoutes)
  .route('/enquiries', enquiryRoutes)
  .route('/applications', applicationAdminRoutes)
  .route('/admin/audit', auditRoutes)
  .route('/admin/settings', settingsRoutes)
  .route('/admin/staff', staffRoutes)
  .route('/admin/today', todayRoutes)
  .route('/admin/redirects', redirectRoutes)
  .route('/admin/menus', menuRoutes)
  .route('/admin/missed-addresses', missedAddressRoutes)
  .route('/admin/site-settings', siteSettingsRoutes)
  .route('/shared-blocks', sharedBlockRoutes)
  .route('/admin/link-targets', linkTargetRoutes)
  .route('/trash', trashRoutes)
  .route('/invites', inviteRoutes)
  .route('/contact', contactRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/performance', performanceRoutes)
  .route('/zoho', zohoRoutes)
  .all('*', () => {
    throw new HttpError(404, apiMessages.notFound)
  })

const app = new Hono<AppEnv>()
  .use(requestId())
  .use(async (c, next) => {
    readConfig(c.env)
    return next()
  })
  // Around the edge cache, so a cached copy answers a revalidation too; the validators are made
  // inside it, so the stored copy carries them.
  .use(notModified)
  // Outside the edge cache, so a cached redirect or 404 is counted as a fresh one is.
  .use(redirectVisits)
  // Before anything that reads D1: a cache hit costs no statement at all.
  .use(edgeCache((request, env, ctx): Response | Promise<Response> => app.fetch(request, env, ctx)))
  .use(representationValidators)
  .use(openDbSession)
  // Uploaded images answer with their own, stricter headers, so they come before the site-wide ones.
  .route('/images', imageRoutes)
  .use(securityHeaders)

const routes = app
  .route('/api', api)
  // A live download link answers with its file; any other falls through to the app's 404 page.
  .route('/downloads', downloadRoutes)
  // Pages render with their data by calling this same app, in-process (the page is cached as a
  // whole, so its own API calls skip the edge cache and read current data).
  .route(
    '/',
    siteRoutes((request, env, ctx) => app.fetch(bypassEdgeCache(request), env, ctx)),
  )

app.onError((error, c) => {
  if (error instanceof HttpError) return c.json(error.toBody(), error.status, error.headers)
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx, e.g. a body that is not JSON.
    const message = error.message.includes('Malformed JSON') ? apiMessages.malformedJson : error.message
    return c.json({ error: message || apiMessages.invalidRequest }, error.status)
  }
  const requestIdValue = c.get('requestId')
  if (error instanceof ConfigError) {
    // Variable names and their problems are for the operator's log, not for whoever sent the request.
    console.error(`[${requestIdValue}] ${error.message}`)
    return c.json({ error: apiMessages.notConfigured }, 500)
  }
  console.error(`[${requestIdValue}] unhandled error`, error)
  return c.json({ error: apiMessages.internal }, 500)
})

export type AppType = typeof routes
export default app
