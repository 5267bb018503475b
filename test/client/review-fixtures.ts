import type { Pov } from '@shared/content/types/pov'
import type { ContentNote, WaitingItem } from '@shared/types'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest } from './content-render'
import { staff } from './staff-user'

// The editorial workflow's tests: POVs by the signed-in staff member (id 1) and by someone else,
// and a network that answers the workflow's routes as the Worker does.

export const pov = (id: number, overrides: Partial<Pov> = {}): Pov => ({
  id,
  title: `POV ${id}`,
  description: 'd',
  content: 'c',
  excerpt: `Excerpt ${id}`,
  author: 'Dana Reyes',
  publishedDate: '2025-03-01',
  ...unsetOptionalFields,
  isPublished: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  version: 1,
  reviewState: null,
  createdBy: 1,
  hashtags: [],
  ...overrides,
})

export interface ReviewWorld {
  role: 'admin' | 'editor'
  povs: Pov[]
  notes?: ContentNote[]
  waiting?: WaitingItem[]
  /** The answer to a review step or a note, when it is not the step's success. */
  refuse?: { status: number; error: string }
}

/** The staff app's network for a workflow test; what a step does to the item follows the contract. */
export function serveReview(world: ReviewWorld) {
  const network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff(world.role))
    if (path === '/api/review/waiting') return jsonResponse({ items: world.waiting ?? [] })
    if (path === '/api/admin/today') return jsonResponse(todayWith(world.waiting ?? []))
    if (path === '/api/povs/staff')
      return jsonResponse({ items: world.povs, total: world.povs.length, authors: ['Dana Reyes'] })
    const saves = path.match(/^\/api\/povs\/(\d+)\/revisions(?:\/1)?$/)
    if (saves) {
      const first = { id: 1, createdAt: '2026-01-05T09:00:00.000Z', author: 'Dana Reyes', restoredFrom: null }
      const item = world.povs.find((each) => each.id === Number(saves[1]))
      return jsonResponse(path.endsWith('/1') ? { ...first, item } : [first])
    }
    const match = path.match(/^\/api\/povs\/(\d+)(?:\/(review|notes))?$/)
    const item = world.povs.find((each) => each.id === Number(match?.[1]))
    if (match && item) {
      const [, , route] = match
      if (!route && request.method === 'GET') return jsonResponse(item)
      if (!route && request.method === 'PUT') return jsonResponse({ ...item, version: item.version + 1 })
      if (route === 'notes' && request.method === 'GET') return jsonResponse({ notes: world.notes ?? [] })
      if (world.refuse) return jsonResponse({ error: world.refuse.error }, world.refuse.status)
      if (route === 'notes') {
        const { body } = request.body as { body: string }
        return jsonResponse(note(99, 'note', body), 201)
      }
      if (route === 'review') return jsonResponse(afterStep(item, request.body as { action: string }))
    }
    if (path.startsWith('/api/unsaved-changes/')) return jsonResponse({ error: 'Not found' }, 404)
    return jsonResponse([])
  })
  return network
}

/** Today's answer with `waiting` as its first part and nothing in the others. */
export const todayWith = (waiting: WaitingItem[]) => ({
  waiting,
  scheduled: [],
  since: '2026-01-01T10:00:00.000Z',
  firstVisit: false,
  newSince: { enquiries: { count: 0, latest: [] }, applications: null, subscriptions: { count: 0 } },
  problems: [],
})

function afterStep(item: Pov, step: { action: string; publishAt?: string }): Pov {
  switch (step.action) {
    case 'submit':
      return { ...item, reviewState: 'in_review' }
    case 'request_changes':
      return { ...item, reviewState: 'changes_requested' }
    case 'approve':
      return { ...item, reviewState: null, isPublished: true, publishAt: step.publishAt ?? null }
    default:
      return { ...item, reviewState: null }
  }
}

export const note = (
  id: number,
  kind: ContentNote['kind'],
  body: string | null,
  at = '2026-01-06T10:00:00.000Z',
) =>
  ({
    id,
    kind,
    body,
    userId: 2,
    authorName: 'Ada Okafor',
    version: 1,
    createdAt: at,
  }) satisfies ContentNote

/** An instant as the staff app shows it, in the test's zone and language. */
export const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** The requests of one workflow route, with what they sent. */
export const sent = (network: ReturnType<typeof fakeNetwork>, method: string, path: string) =>
  network.requests.filter((request) => request.method === method && request.url.pathname === path)
