import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { caseStudyRoutes, jobOpeningRoutes, povRoutes, whitepaperRoutes } from './content'
import {
  caseStudyAdminRoutes,
  jobOpeningAdminRoutes,
  povAdminRoutes,
  whitepaperAdminRoutes,
} from './content-admin'
import {
  caseStudyRevisionRoutes,
  jobOpeningRevisionRoutes,
  povRevisionRoutes,
  whitepaperRevisionRoutes,
} from './content-revisions'
import { jobApplicationRoutes } from './job-applications'
import {
  caseStudyPreviewLinkRoutes,
  jobOpeningPreviewLinkRoutes,
  povPreviewLinkRoutes,
  whitepaperPreviewLinkRoutes,
} from './preview-links'
import { whitepaperDownloadRoutes } from './whitepaper-downloads'

// Each content type's whole API, mounted once at /api/<segment> (app.ts): its public reads, its
// staff writes, its share-preview links and its history; a whitepaper's download requests too.
// Composed per type rather than by a generic factory, so that the RPC client keeps every route's types.

export const povApi = new Hono<AppEnv>()
  .route('/', povRoutes)
  .route('/', povAdminRoutes)
  .route('/', povPreviewLinkRoutes)
  .route('/', povRevisionRoutes)

export const caseStudyApi = new Hono<AppEnv>()
  .route('/', caseStudyRoutes)
  .route('/', caseStudyAdminRoutes)
  .route('/', caseStudyPreviewLinkRoutes)
  .route('/', caseStudyRevisionRoutes)

export const whitepaperApi = new Hono<AppEnv>()
  .route('/', whitepaperRoutes)
  .route('/', whitepaperAdminRoutes)
  .route('/', whitepaperPreviewLinkRoutes)
  .route('/', whitepaperRevisionRoutes)
  .route('/', whitepaperDownloadRoutes)

export const jobOpeningApi = new Hono<AppEnv>()
  .route('/', jobOpeningRoutes)
  .route('/', jobOpeningAdminRoutes)
  .route('/', jobOpeningPreviewLinkRoutes)
  .route('/', jobOpeningRevisionRoutes)
  .route('/', jobApplicationRoutes)
