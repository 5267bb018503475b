import type { HashtagPayload } from '@shared/schemas/hashtag'
import { api, unwrap } from '@/lib/api-client'
import { itemParam as param } from '@/staff/shared/content-type-calls'

export const createHashtag = (json: HashtagPayload) => unwrap(api.hashtags.$post({ json }))
export const updateHashtag = (id: number, json: HashtagPayload) =>
  unwrap(api.hashtags[':id'].$put({ ...param(id), json }))
export const deleteHashtag = (id: number) => unwrap(api.hashtags[':id'].$delete(param(id)))
