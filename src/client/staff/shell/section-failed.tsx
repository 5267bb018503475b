import { SECTION_LOAD_FAILED, TRY_AGAIN } from '@shared/section-failure-text'
import { Button } from '@/ui/button'

/**
 * A section that failed: its code did not arrive (a dropped connection, a deploy that replaced
 * the chunk) or it broke while rendering. The browser keeps a module that failed to load as
 * failed, so 'Try Again' reloads the page: the address keeps the section, and what was typed in
 * a dialog is kept on the server.
 */
export function SectionFailed({ error }: { error: unknown }) {
  console.error('staff section failed', error)
  return (
    <div role="alert" className="grid justify-items-start gap-4 rounded-lg border p-6">
      <p>{SECTION_LOAD_FAILED}</p>
      <Button type="button" variant="outline" onClick={() => window.location.reload()}>
        {TRY_AGAIN}
      </Button>
    </div>
  )
}
