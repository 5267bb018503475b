import { Hono } from 'hono'
import type { ExtractSchema, MergeSchemaPath } from 'hono/types'
import type { z } from 'zod'
import { type ContentSegment, type ContentTypeName, contentTypes } from '../../../shared/content/registry'
import { requireScheduleOrder } from '../../../shared/schemas/fields'
import type { AppEnv } from '../../app-env'
import { asStored, type ContentItem, presentWhitepaper } from '../../services/content/content-reads'
import {
  CONTENT_TYPES,
  type ContentType,
  contentFieldsOf,
  contentTypeNamed,
  type StoredItem,
} from '../../services/content/content-types'
import { editorialRules } from '../../services/content/review-rules'
import { bulkRoutes } from './bulk'
import { jobApplicationRoutes } from './job-applications'
import { noteRoutes } from './notes'
import { pageRoutes, pageWrites } from './pages'
import { previewLinkRoutes } from './preview-links'
import { contentReadRoutes, publishedListRoutes } from './reads'
import { reviewStepRoutes } from './review'
import { revisionRoutes } from './revisions'
import { whitepaperDownloadRoutes } from './whitepaper-downloads'
import { type ContentWrites, contentWriteRoutes, writesOf } from './writes'

/** What every content type's payload carries, whatever its own fields. */
type Payload = {
  hashtags: number[]
  isPublished: boolean
  publishAt?: string | null
  unpublishAt?: string | null
  title: string
  version?: number
}
/** An item as the core answers it, whatever its type: the client reads each type's own shape (shared/content/types/). */
type Shown = { content: string }
type Row = StoredItem & { content: string }

/**
 * One content type's whole API: its public reads, its staff writes, its share-preview links, its
 * history, its review steps and thread of notes, from the type's storage, its fields' schema and
 * how an item is shown.
 */
function typeApi(
  type: ContentType<Row, Payload>,
  schema: z.ZodType<Payload>,
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown = asStored,
  guard: (writes: ContentWrites<Payload, Shown>) => ContentWrites<Payload, Shown> = (writes) => writes,
) {
  return new Hono<AppEnv>()
    .route('/', contentReadRoutes(type, present))
    .route(
      '/',
      contentWriteRoutes(
        requireScheduleOrder(schema),
        guard(writesOf(type, present)),
        [type.cacheTag],
        editorialRules(type),
      ),
    )
    .route('/', bulkRoutes(type, [type.cacheTag]))
    .route('/', previewLinkRoutes(type))
    .route('/', revisionRoutes(type, schema, present))
    .route('/', reviewStepRoutes(type, present))
    .route('/', noteRoutes(type))
}

// How the core shows an item and guards its writes, where a type's public pages need their own.
const PRESENT: Partial<Record<ContentTypeName, typeof asStored>> = {
  whitepaper: presentWhitepaper as typeof asStored,
}
const GUARD: Partial<Record<ContentTypeName, typeof pageWrites<Shown>>> = { page: pageWrites }

/** Every type's API, the same routes at each registry segment: `/api/povs/:id`, `/api/careers/:id`… */
type EveryTypeApi = Hono<
  AppEnv,
  MergeSchemaPath<ExtractSchema<ReturnType<typeof typeApi>>, `/${ContentSegment}`>
>

function everyTypeApi(): EveryTypeApi {
  const api = new Hono<AppEnv>()
  for (const type of CONTENT_TYPES as ReadonlyArray<ContentType<Row, Payload>>) {
    const { schema } = contentFieldsOf(type.auditType)
    api.route(
      `/${type.segment}`,
      typeApi(type, schema as z.ZodType<Payload>, PRESENT[type.auditType], GUARD[type.auditType]),
    )
  }
  // Hono's types follow each `.route()` of a chain; a loop's are the same routes at each segment.
  return api as unknown as EveryTypeApi
}

const { caseStudy, whitepaper, jobOpening, page } = contentTypes

/**
 * Every content type's API at /api/<segment>, for each type in the registry, and the case studies'
 * published-only list at /api/public/<segment>; mounted once, in app.ts. What a type's public pages
 * add comes first (so that `/api/pages/at` is not read as an item's id): a page's address lookup, a
 * whitepaper's download requests, a job opening's applications.
 */
export const contentApi = new Hono<AppEnv>()
  .route(`/${page.segment}` as const, pageRoutes)
  .route(`/${whitepaper.segment}` as const, whitepaperDownloadRoutes)
  .route(`/${jobOpening.segment}` as const, jobApplicationRoutes)
  .route('/', everyTypeApi())
  .route(`/public/${caseStudy.segment}` as const, publishedListRoutes(contentTypeNamed('case_study')))
