import type { BaseSyntheticEvent, FormEvent } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

/** The form's validation code did not load (a dropped connection, or files replaced by a deploy). */
class ValidationUnavailable extends Error {}

/**
 * A public form's validation, loaded when the visitor first focuses the form (or, at the latest,
 * when they send it) instead of with the page. Building a zod schema runs zod's functions for the
 * first time, which V8 compiles then: 10-15 ms unthrottled for the contact form and its CRM calls,
 * in the task that loads the route, before the page answers a tap (docs/decisions/014). The schema
 * is still the one the Worker validates with.
 *
 * If the code cannot load (browsers keep a failed module failed until the page reloads), `submit`
 * sends the form as the browser does without JavaScript: the Worker validates the post with the
 * same schema and answers with the page, the outcome or the field messages on it
 * (src/worker/routes/form-posts.ts).
 */
export function lazyValidation<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      console.error('The form validation did not load', error)
      throw new ValidationUnavailable()
    })
    return loading
  }
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await loaded())(values, context, options)
  const preload = () => {
    // Logged where it failed; the send falls back then.
    loaded().catch(() => {})
  }
  /** The form's onSubmit, given react-hook-form's `handleSubmit(send)`. */
  const submit =
    (handle: (event: BaseSyntheticEvent) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      const element = event.currentTarget
      handle(event).catch((error: unknown) => {
        if (!(error instanceof ValidationUnavailable)) throw error
        element.submit()
      })
    }
  return { resolver, preload, submit }
}
