import type { Context, ExecutionContext } from 'hono'

/** The request's execution context; none under a bare `app.fetch(request, env)`. */
export function executionCtxOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

/** Hands the work to `waitUntil`; without an execution context, waits for it. */
export async function runAfterResponse(c: Context, task: Promise<void>): Promise<void> {
  const ctx = executionCtxOf(c)
  if (ctx) ctx.waitUntil(task)
  else await task
}
