import type { versionHistoryText } from '@shared/version-history-messages'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { localTime } from '@/staff/shared/local-time'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'

interface SavedVersion {
  version: number
  author: string
  savedAt: string
}

/**
 * The saved versions of something edited as a whole (the menus, a shared block), newest first:
 * each with who saved it and when, and Restore, which puts that version in the editor for the
 * person to save (a version that no longer reads cannot be restored).
 */
export function VersionHistory<Version extends SavedVersion>({
  query,
  text,
  restorable,
  onRestore,
}: {
  query: UseQueryResult<Version[]>
  text: typeof versionHistoryText
  restorable: (version: Version) => boolean
  onRestore: (version: Version) => void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {text.history}
      </h3>
      {query.isPending ? (
        <Spinner label={`Loading ${text.history}`} />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {text.historyFailed}
        </p>
      ) : query.data.length === 0 ? (
        <p>{text.historyEmpty}</p>
      ) : (
        <ol className="grid gap-2">
          {query.data.map((saved) => (
            <li
              key={saved.version}
              className="flex flex-wrap items-center justify-between gap-2 border-t pt-2"
            >
              <span>
                <span className="font-medium">{text.version(saved.version)}</span>
                {' · '}
                {saved.author}
                {' · '}
                <time dateTime={saved.savedAt}>{localTime(saved.savedAt)}</time>
              </span>
              {restorable(saved) ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={text.restoreLabel(saved.version)}
                  onClick={() => onRestore(saved)}
                >
                  {text.restore}
                </Button>
              ) : (
                <span className="text-muted-foreground text-sm">{text.unreadable}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
