import { Hono } from 'hono'
import type { z } from 'zod'
import { contentTypes } from '../../../shared/content/registry'
import { caseStudySchema } from '../../../shared/content/types/case-study'
import { jobOpeningSchema } from '../../../shared/content/types/job-opening'
import { pageSchema } from '../../../shared/content/types/page'
import { povSchema } from '../../../shared/content/types/pov'
import { whitepaperSchema } from '../../../shared/content/types/whitepaper'
import { requireScheduleOrder } from '../../../shared/schemas/fields'
import type { AppEnv } from '../../app-env'
import { asStored, type ContentItem, presentWhitepaper } from '../../services/content/content-reads'
import {
  type ContentType,
  caseStudyType,
  jobOpeningType,
  pageType,
  povType,
  type StoredItem,
  whitepaperType,
} from '../../services/content/content-types'
import { bulkRoutes } from './bulk'
import { jobApplicationRoutes } from './job-applications'
import { pageRoutes, pageWrites } from './pages'
import { previewLinkRoutes } from './preview-links'
import { contentReadRoutes, publishedListRoutes } from './reads'
import { revisionRoutes } from './revisions'
import { whitepaperDownloadRoutes } from './whitepaper-downloads'
import { type ContentWrites, contentWriteRoutes, writesOf } from './writes'

/**
 * One content type's whole API: its public reads, its staff writes, its share-preview links and its
 * history, from the type's storage, its fields' schema and how an item is shown.
 */
function typeApi<
  Row extends StoredItem & { content: string },
  Payload extends { hashtags: number[]; isPublished: boolean; title: string; version?: number },
  Shown extends { content: string },
>(
  type: ContentType<Row, Payload>,
  schema: z.ZodType<Payload>,
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown,
  guard: (writes: ContentWrites<Payload, Shown>) => ContentWrites<Payload, Shown> = (writes) => writes,
) {
  return new Hono<AppEnv>()
    .route('/', contentReadRoutes(type, present))
    .route(
      '/',
      contentWriteRoutes(requireScheduleOrder(schema), guard(writesOf(type, present)), [type.cacheTag]),
    )
    .route('/', bulkRoutes(type, [type.cacheTag]))
    .route('/', previewLinkRoutes(type))
    .route('/', revisionRoutes(type, schema, present))
}

const { pov, caseStudy, whitepaper, jobOpening, page } = contentTypes

/**
 * Every content type's API, each at /api/<segment>, the segment the registry's, and the case
 * studies' published-only list at /api/public/<segment>; mounted once, in app.ts. A type with
 * routes of its own adds them here: a page's address lookup and rules, a whitepaper's download
 * requests, a job opening's applications.
 */
export const contentApi = new Hono<AppEnv>()
  .route(`/${pov.segment}` as const, typeApi(povType, povSchema, asStored))
  .route(`/${caseStudy.segment}` as const, typeApi(caseStudyType, caseStudySchema, asStored))
  .route(
    `/${whitepaper.segment}` as const,
    typeApi(whitepaperType, whitepaperSchema, presentWhitepaper).route('/', whitepaperDownloadRoutes),
  )
  .route(
    `/${jobOpening.segment}` as const,
    typeApi(jobOpeningType, jobOpeningSchema, asStored).route('/', jobApplicationRoutes),
  )
  .route(
    `/${page.segment}` as const,
    pageRoutes.route('/', typeApi(pageType, pageSchema, asStored, pageWrites)),
  )
  .route(`/public/${caseStudy.segment}` as const, publishedListRoutes(caseStudyType))
