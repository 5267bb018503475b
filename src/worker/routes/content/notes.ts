import { Hono } from 'hono'
import { apiMessages } from '../../../shared/messages'
import { idParam } from '../../../shared/schemas/fields'
import { contentNoteInput } from '../../../shared/schemas/review'
import type { AppEnv } from '../../app-env'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { jsonBody } from '../../middleware/json-body'
import { requireUser } from '../../middleware/require-user'
import { addNote, listNotes } from '../../services/content/content-notes'
import type { ContentTable, StoredItem } from '../../services/content/content-types'
import { standingOf } from '../../services/content/review-rules'

/**
 * An item's thread of notes, for any signed-in staff member: GET /:id/notes (oldest first, the
 * review steps among them) and POST /:id/notes with `{ body }`.
 */
export const noteRoutes = (type: ContentTable<StoredItem>) =>
  new Hono<AppEnv>()
    .get('/:id/notes', requireUser, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      if (!(await standingOf(c.var.db, type, id))) throw new HttpError(404, apiMessages.notFound)
      return c.json({ notes: await listNotes(c.var.db, type, id) })
    })
    .post(
      '/:id/notes',
      requireUser,
      validate('param', idParam),
      ...jsonBody(),
      validate('json', contentNoteInput),
      async (c) => {
        const note = await addNote(
          c.var.db,
          type,
          c.req.valid('param').id,
          c.req.valid('json').body,
          c.var.user,
        )
        if (!note) throw new HttpError(404, apiMessages.notFound)
        return c.json(note, 201)
      },
    )
