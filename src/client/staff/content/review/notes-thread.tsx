import type { ContentTypeName } from '@shared/content/registry'
import { reviewMessages } from '@shared/review-messages'
import { CONTENT_NOTE_MAX, contentNoteInput } from '@shared/schemas/review'
import type { ContentNote } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Spinner } from '@/ui/spinner'
import { Textarea } from '@/ui/textarea'
import { addNote, notesKey, notesQueryOptions, refusalText } from './review-calls'

/** The thread's entries, oldest first: who, when, what they did, and what they said. */
export function NoteList({ notes }: { notes: ContentNote[] }) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">{reviewMessages.noNotes}</p>
  return (
    <ol className="grid gap-3">
      {notes.map((note) => (
        <li key={note.id} className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="flex flex-wrap gap-x-2 text-muted-foreground">
            <span className="font-semibold text-foreground">{note.authorName}</span>
            <span>{reviewMessages.noteKinds[note.kind]}</span>
            <time dateTime={note.createdAt}>{localTime(note.createdAt)}</time>
          </p>
          {note.body && <p className="whitespace-pre-wrap break-words">{note.body}</p>}
        </li>
      ))}
    </ol>
  )
}

/** An item's thread of notes beside its editor, and a note added to it; for every staff member. */
export function NotesThread({ type, itemId }: { type: ContentTypeName; itemId: number }) {
  const headingId = useId()
  const notes = useQuery(notesQueryOptions(type, itemId))
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<string>()
  const failure = refusalText(reviewMessages.stepFailed)
  const add = useAdminMutation({
    mutationFn: (text: string) => addNote(type, itemId, text),
    invalidates: [notesKey(type, itemId)],
    success: reviewMessages.noteAdded,
    failure,
    onSuccess: () => setBody(''),
    onError: (error) => setProblem(failure(error)),
  })
  const send = () => {
    const parsed = contentNoteInput.safeParse({ body })
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message)
    if (parsed.success) add.mutate(parsed.data.body)
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-3 lg:rounded-lg lg:border lg:p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {reviewMessages.notesHeading}
      </h3>
      {notes.isPending ? (
        <Spinner label={reviewMessages.notesHeading} />
      ) : notes.isError ? (
        <p className="text-sm text-destructive">{reviewMessages.notesFailed}</p>
      ) : (
        <NoteList notes={notes.data} />
      )}
      <FormField
        label={reviewMessages.noteLabel}
        error={problem ? { type: 'validate', message: problem } : undefined}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={CONTENT_NOTE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <Button type="button" variant="outline" className="w-fit" disabled={add.isPending} onClick={send}>
        {reviewMessages.addNote}
      </Button>
    </section>
  )
}
