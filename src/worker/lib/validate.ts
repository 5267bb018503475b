import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType, z } from 'zod'
import { apiMessages } from '../../shared/messages'
import { HttpError } from './http-error'

/** 400 `{ error, fields: { name: message } }`, the first message of each field. */
function invalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): HttpError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return new HttpError(400, apiMessages.invalidRequest, fields)
}

/** `zValidator` with the API's error shape: 400 `{ error, fields: { name: message } }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalid(result.error)
  })
}

/**
 * For a body whose schema depends on the request (a new password's policy names the account's
 * e-mail): parses `value`, or throws the same 400 as `validate`.
 */
export async function parseOr400<Schema extends ZodType>(
  schema: Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  const result = await schema.safeParseAsync(value)
  if (!result.success) throw invalid(result.error)
  return result.data
}
