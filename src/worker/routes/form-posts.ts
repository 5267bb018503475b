import { type Context, type ExecutionContext, Hono } from 'hono'
import { JSON_BODY_MAX_BYTES } from '../../shared/constants'
import type { FormPostResult, PostedValues, ServedFormPost } from '../../shared/form-post'
import { applicationText } from '../../shared/job-application-messages'
import { apiMessages } from '../../shared/messages'
import type { ApiErrorBody, DownloadLink } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { limitBody } from '../middleware/json-body'
import { APPLICATION_BODY_MAX_BYTES } from './content/job-applications'

/** How the page's render reaches the API: the Worker's own app, called in-process. */
export type DispatchApi = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>

/** Serves the page at the request's path, its form showing `formPost`, with `status`. */
export type RenderFormPage = (
  c: Context<AppEnv>,
  formPost: ServedFormPost,
  status: number,
) => Promise<Response>

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i

/**
 * The form's fields as the API takes them: text as the visitor typed it, and each checkbox
 * named in `checkboxes` as whether it was ticked (a browser sends a ticked box alone).
 */
async function postedValues(c: Context<AppEnv>, checkboxes: readonly string[]): Promise<PostedValues> {
  if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, apiMessages.unsupportedMediaType)
  }
  const values: PostedValues = {}
  for (const [name, value] of new URLSearchParams(await c.req.text())) {
    values[name] = checkboxes.includes(name) ? true : value
  }
  for (const name of checkboxes) values[name] ??= false
  return values
}

/**
 * A multipart form (one with a file): its parts, to send on as they came, and its text fields
 * and checkboxes as `postedValues` reads them, to show again; files are not shown again.
 */
async function postedParts(
  c: Context<AppEnv>,
  checkboxes: readonly string[],
): Promise<{ parts: FormData; values: PostedValues }> {
  if (!MULTIPART_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, apiMessages.unsupportedMediaType)
  }
  const parts = await c.req.formData()
  const values: PostedValues = {}
  for (const [name, value] of parts) {
    if (typeof value === 'string') values[name] = checkboxes.includes(name) ? true : value
  }
  for (const name of checkboxes) values[name] ??= false
  return { parts, values }
}

/**
 * The API's own answer to the posted values (or, for a form with a file, its parts): the request
 * goes through the API in-process with the visitor's headers, so its CSRF check, rate limit,
 * validation and storage are the very ones the app's fetch meets.
 */
async function askApi<Answer>(
  c: Context<AppEnv>,
  dispatchApi: DispatchApi,
  path: string,
  values: PostedValues,
  parts?: FormData,
): Promise<{ response: Response; result: FormPostResult<Answer> }> {
  const headers = new Headers(c.req.raw.headers)
  headers.delete('content-length')
  // A FormData body gets its own multipart type, with its boundary, from the Request.
  if (parts) headers.delete('content-type')
  else headers.set('content-type', 'application/json')
  const request = new Request(new URL(path, c.req.url), {
    method: 'POST',
    headers,
    body: parts ?? JSON.stringify(values),
  })
  const response = await dispatchApi(request, c.env, c.executionCtx)
  const body: unknown = await response.json().catch(() => ({ error: apiMessages.internal }))
  if (response.ok) return { response, result: { ok: true, answer: body as Answer } }
  const { error, fields } = body as ApiErrorBody
  return { response, result: fields ? { ok: false, error, fields } : { ok: false, error } }
}

/** The page with the outcome; a refusal keeps the API's status and any Retry-After it gave. */
async function answer(
  c: Context<AppEnv>,
  render: RenderFormPage,
  formPost: ServedFormPost,
  api: Response,
): Promise<Response> {
  const page = await render(c, formPost, api.ok ? 200 : api.status)
  const retryAfter = api.headers.get('retry-after')
  if (retryAfter) page.headers.set('Retry-After', retryAfter)
  // What the visitor typed, or their download link, is theirs alone and never kept by a cache.
  page.headers.set('Cache-Control', 'private, no-store')
  return page
}

/**
 * POST to a public form's own page: what a browser does with the form before the app runs or
 * without JavaScript (the app itself posts JSON to the API). The answer is the page again, with
 * the API's field messages and the typed values, or with the confirmation. It is rendered rather
 * than redirected to: the outcome (a download link among it) would otherwise have to travel in
 * the address or a cookie, and a reload asks the browser's leave to post again.
 */
export const formPostRoutes = (dispatchApi: DispatchApi, render: RenderFormPage) =>
  new Hono<AppEnv>()
    .post('/contact', limitBody(JSON_BODY_MAX_BYTES), async (c) => {
      const values = await postedValues(c, ['newsletter'])
      const { response, result } = await askApi<{ message: string }>(c, dispatchApi, '/api/contact', values)
      return answer(c, render, { form: 'contact', values, result }, response)
    })
    // A landing page's form block: the same enquiry, answered with the landing page.
    .post('/lp/:slug', limitBody(JSON_BODY_MAX_BYTES), async (c) => {
      const values = await postedValues(c, ['newsletter'])
      const { response, result } = await askApi<{ message: string }>(c, dispatchApi, '/api/contact', values)
      return answer(c, render, { form: 'contact', values, result }, response)
    })
    .post('/insights', limitBody(JSON_BODY_MAX_BYTES), async (c) => {
      const values = await postedValues(c, ['consent'])
      const { response, result } = await askApi<{ message: string }>(
        c,
        dispatchApi,
        '/api/newsletter',
        values,
      )
      return answer(c, render, { form: 'newsletter', values, result }, response)
    })
    .post('/whitepapers/:id{[0-9]+}', limitBody(JSON_BODY_MAX_BYTES), async (c) => {
      const whitepaperId = Number(c.req.param('id'))
      const values = await postedValues(c, ['consent'])
      const path = `/api/whitepapers/${whitepaperId}/downloads`
      const { response, result } = await askApi<DownloadLink>(c, dispatchApi, path, values)
      return answer(c, render, { form: 'whitepaper-download', whitepaperId, values, result }, response)
    })
    .post(
      '/careers/:id{[0-9]+}',
      // A CV too large is said on the page, by the form, before the body is read (a browser sends
      // the length of a form it posts); a body streamed without one is cut off by the limit.
      async (c, next) => {
        if (Number(c.req.header('content-length')) <= APPLICATION_BODY_MAX_BYTES) return next()
        const tooLarge = applicationText.cvTooLarge
        const formPost: ServedFormPost = {
          form: 'job-application',
          openingId: Number(c.req.param('id')),
          values: {},
          result: { ok: false, error: tooLarge, fields: { cv: tooLarge } },
        }
        const page = await render(c, formPost, 413)
        page.headers.set('Cache-Control', 'private, no-store')
        return page
      },
      limitBody(APPLICATION_BODY_MAX_BYTES, applicationText.cvTooLarge),
      async (c) => {
        const openingId = Number(c.req.param('id'))
        const { parts, values } = await postedParts(c, ['consent'])
        const path = `/api/careers/${openingId}/applications`
        const { response, result } = await askApi<{ ok: true }>(c, dispatchApi, path, values, parts)
        return answer(c, render, { form: 'job-application', openingId, values, result }, response)
      },
    )
    // The staff forms (sign-in first) need the app, which sends them to the API itself. Posted by
    // the browser before the app runs, they are not read, so no password is kept or logged, and
    // the answer is the page again, to be used once the app runs.
    .post('/admin', (c) => c.redirect(c.req.path, 303))
    .post('/admin/*', (c) => c.redirect(c.req.path, 303))
