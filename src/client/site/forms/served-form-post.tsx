import type { ServedFormPost } from '@shared/form-post'
import type { AnyRouter } from '@tanstack/react-router'
import { createContext, type ReactNode, use, useEffect, useState } from 'react'

const ServedFormPostContext = createContext<ServedFormPost | undefined>(undefined)

/**
 * The outcome of a form the browser posted itself, which the served page shows. It belongs to
 * that page alone: once the visitor goes elsewhere, a return to the form finds it empty.
 */
export function ServedFormPostProvider({
  router,
  formPost,
  children,
}: {
  router: Pick<AnyRouter, 'subscribe'>
  formPost: ServedFormPost | undefined
  children: ReactNode
}) {
  const [current, setCurrent] = useState(formPost)
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.hrefChanged) setCurrent(undefined)
      }),
    [router],
  )
  return <ServedFormPostContext value={current}>{children}</ServedFormPostContext>
}

/** The served outcome of the form named `form`, if this page answers a post of it. */
export function useServedFormPost<Form extends ServedFormPost['form']>(
  form: Form,
): Extract<ServedFormPost, { form: Form }> | undefined {
  const served = use(ServedFormPostContext)
  return served?.form === form ? (served as Extract<ServedFormPost, { form: Form }>) : undefined
}

/** The API's field messages in react-hook-form's shape, for the form's first render. */
export function servedFieldErrors(served: ServedFormPost | undefined) {
  if (!served || served.result.ok || !served.result.fields) return undefined
  return Object.fromEntries(
    Object.entries(served.result.fields).map(([name, message]) => [name, { type: 'server', message }]),
  )
}

/**
 * A registered field with its starting value written into the markup: react-hook-form fills
 * fields only once the app runs, and a served form shows what the visitor had typed before that.
 */
export function withValue<Registration extends { name: string }>(
  registration: Registration,
  values: Readonly<Record<string, unknown>>,
) {
  const value = values[registration.name]
  if (typeof value === 'boolean') return { ...registration, defaultChecked: value }
  return { ...registration, defaultValue: typeof value === 'string' ? value : undefined }
}
