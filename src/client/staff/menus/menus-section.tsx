import { menuMessages as text } from '@shared/menu-messages'
import { type Menus, type MenusRecord, type MenusRevision, menusSchema } from '@shared/schemas/menus'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useLeaveGuard } from '@/staff/shared/use-leave-guard'
import { VersionHistory } from '@/staff/shared/version-history'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { menusHistoryQueryOptions, menusQueryOptions, saveMenus } from './menu-queries'
import { type MenuIssues, MenusEditor } from './menus-editor'
import { MenusPreview } from './menus-preview'

/** The schema's messages by path, as the editor shows them. */
function issuesOf(menus: Menus): MenuIssues {
  const result = menusSchema.safeParse(menus)
  const issues: MenuIssues = {}
  for (const issue of result.error?.issues ?? []) issues[issue.path.join('.')] ??= issue.message
  return issues
}

/** The API's 400 field messages (`menus.header.items.0.label`), by the editor's paths. */
function serverIssues(error: Error): MenuIssues | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined
  try {
    const { fields } = JSON.parse(error.body) as { fields?: Record<string, string> }
    return Object.fromEntries(
      Object.entries(fields ?? {}).map(([key, value]) => [key.replace(/^menus\./, ''), value]),
    )
  } catch {
    return undefined
  }
}

/**
 * The admin 'Menus' section: the header's and the footer's links edited in order, a preview of
 * both, saved as the next version (refused when someone saved since), and the saved versions to
 * restore one from.
 */
export function MenusSection() {
  const headingId = useId()
  const query = useQuery(menusQueryOptions())
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {text.heading}
      </h2>
      <p className="text-muted-foreground">
        {text.intro} {text.hrefHint}.
      </p>
      {query.isPending ? (
        <Spinner label={`Loading ${text.heading}`} />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {text.loadFailed}
        </p>
      ) : (
        // A new key when another version arrives (a reload after a conflict) starts the draft from it.
        <MenusForm key={query.data.version} stored={query.data} />
      )}
    </section>
  )
}

function MenusForm({ stored }: { stored: MenusRecord }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(stored.menus)
  const [version, setVersion] = useState(stored.version)
  // The menus as last saved: the draft differs from them until it is saved.
  const [lastSaved, setLastSaved] = useState(stored.menus)
  useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(lastSaved))
  const [issues, setIssues] = useState<MenuIssues>({})
  const [conflict, setConflict] = useState(false)
  const [note, setNote] = useState('')
  const history = useQuery(menusHistoryQueryOptions())
  const save = useAdminMutation({
    mutationFn: (menus: Menus) => saveMenus(menus, version),
    invalidates: [menusHistoryQueryOptions().queryKey],
    success: text.saved,
    failure: (error) =>
      (error instanceof ApiError && error.status === 400 && text.fixFields) ||
      (error instanceof ApiError && error.serverMessage) ||
      text.saveFailed,
    onSuccess: (saved) => {
      setVersion(saved.version)
      setDraft(saved.menus)
      setLastSaved(saved.menus)
      setIssues({})
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setConflict(true)
      const fields = serverIssues(error)
      if (fields) setIssues(fields)
    },
  })
  const submit = () => {
    const found = issuesOf(draft)
    setIssues(found)
    if (Object.keys(found).length > 0) {
      setNote(text.fixFields)
      return
    }
    setNote('')
    save.mutate(draft)
  }
  const reload = () => {
    setConflict(false)
    void queryClient.invalidateQueries({ queryKey: menusQueryOptions().queryKey })
  }
  const restore = (revision: MenusRevision) => {
    if (!revision.menus) return
    setDraft(revision.menus)
    setIssues({})
    setNote(text.restored(revision.version))
  }
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        className="grid content-start gap-6"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <MenusEditor value={draft} onChange={setDraft} issues={issues} />
        {conflict && (
          <div role="alert" className="grid gap-2 rounded-md border border-destructive p-3">
            <p>{text.conflict}</p>
            <Button type="button" variant="outline" className="justify-self-start" onClick={reload}>
              {text.reload}
            </Button>
          </div>
        )}
        <p role="status" className="text-sm">
          {note}
        </p>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </form>
      <div className="grid content-start gap-8">
        <MenusPreview menus={draft} />
        <VersionHistory
          query={history}
          text={text}
          restorable={(revision) => revision.menus !== null}
          onRestore={restore}
        />
      </div>
    </div>
  )
}
