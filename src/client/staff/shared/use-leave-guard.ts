import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** What a section saved as a whole asks before its unsaved changes are left behind. */
const leaveUnsavedQuestion = 'You have unsaved changes. Leave without saving them?'

/**
 * While `unsaved`, leaving the screen asks first: another section, Back or a link inside the app
 * asks `leaveUnsavedQuestion` (Cancel stays), and a reload or closing the tab gets the browser's own
 * question. For the sections saved as a whole (menus, site settings), whose changes live only in
 * the form; the content editors keep theirs as unsaved changes to restore instead.
 */
export function useLeaveGuard(unsaved: boolean) {
  // The history's own block, as the content editor's sign-in guard does (use-content-save.ts).
  const { history } = useRouter()
  useEffect(() => {
    if (!unsaved) return
    return history.block({
      blockerFn: () => !window.confirm(leaveUnsavedQuestion),
      enableBeforeUnload: true,
    })
  }, [unsaved, history])
}
