import { adminMessages } from '@shared/messages'
import { useEffect } from 'react'
import { toastError } from '@/ui/use-toast'

/** The item an editor's address names is not there (deleted meanwhile): say so, and close the editor. */
export function useItemGone(gone: boolean, close: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per missing item, not per render
  useEffect(() => {
    if (!gone) return
    toastError(adminMessages.itemGone)
    close()
  }, [gone])
}
