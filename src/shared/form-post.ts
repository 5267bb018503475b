import type { DownloadLink } from './types'

/** What the API answered a form posted without the app: its answer, or its error and field messages. */
export type FormPostResult<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; error: string; fields?: Record<string, string> }

/** What a visitor typed, as the API received it: text fields as strings, checkboxes as booleans. */
export type PostedValues = Record<string, string | boolean>

/**
 * A public form posted by the browser itself (before the app runs, or without JavaScript): the
 * page is served again with its outcome, and the app adopts that page as it was served.
 */
export type ServedFormPost =
  | { form: 'contact'; values: PostedValues; result: FormPostResult<{ message: string }> }
  | {
      form: 'whitepaper-download'
      whitepaperId: number
      values: PostedValues
      result: FormPostResult<DownloadLink>
    }
  | { form: 'newsletter'; values: PostedValues; result: FormPostResult<{ message: string }> }
  | {
      form: 'job-application'
      openingId: number
      values: PostedValues
      result: FormPostResult<{ ok: true }>
    }
