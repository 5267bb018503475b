import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { apiMessages } from '../../shared/messages'
import { HttpError } from './http-error'

/** `zValidator` with the API's error shape: 400 `{ error, fields: { name: message } }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_'
      fields[key] ??= issue.message
    }
    throw new HttpError(400, apiMessages.invalidRequest, fields)
  })
}
