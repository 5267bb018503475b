import { redirectMessages as text } from '../redirect-messages'
import { isSitePath } from './site-path'
import { z } from './zod'

// A redirect as staff edit it and the Worker stores and applies it: from a path of this site to
// another path or to an absolute web address, moved for good (301), for now (302), or gone (410,
// no target). One schema for the form and the API.

export const REDIRECT_STATUSES = [301, 302, 410] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** The longest address a redirect names. */
const ADDRESS_MAX = 2048

/** Paths the Worker answers itself: a redirect from them would shadow the API or the staff app. */
const RESERVED = /^\/(api|admin|assets|images|downloads)(\/|$)/i

const fromPath = z
  .string()
  .trim()
  .min(1, text.fromRequired)
  .max(ADDRESS_MAX)
  .refine(isSitePath, text.fromSitePath)
  .refine((path) => !path.includes('?') && !path.includes('#'), text.fromNoQuery)
  .refine((path) => !RESERVED.test(path), text.fromReserved)

const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

export const redirectInput = z
  .object({
    from: fromPath,
    to: z.string().trim().max(ADDRESS_MAX).default(''),
    status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  })
  .superRefine((redirect, context) => {
    if (redirect.status === 410) return
    if (!redirect.to) context.addIssue({ code: 'custom', path: ['to'], message: text.toRequired })
    else if (!isSitePath(redirect.to) && !isWebAddress(redirect.to))
      context.addIssue({ code: 'custom', path: ['to'], message: text.toAddress })
    else if (redirect.to === redirect.from)
      context.addIssue({ code: 'custom', path: ['to'], message: text.loop })
  })
export type RedirectInput = z.infer<typeof redirectInput>

export const redirectRecord = z.object({
  id: z.number().int().positive(),
  from: z.string(),
  /** Empty for 410 (gone). */
  to: z.string(),
  status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  hits: z.number().int().nonnegative(),
  lastHitAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type RedirectRecord = z.infer<typeof redirectRecord>

/** `GET /api/admin/redirects`: every redirect, newest first. */
export const redirectList = z.object({ redirects: z.array(redirectRecord) })

/** `GET /api/admin/missed-addresses`: the most requested addresses that answered 404 in the last 30 days. */
export const missedAddresses = z.object({
  missed: z.array(
    z.object({ path: z.string(), count: z.number().int().positive(), lastSeenAt: z.iso.datetime() }),
  ),
})
export type MissedAddress = z.infer<typeof missedAddresses>['missed'][number]
