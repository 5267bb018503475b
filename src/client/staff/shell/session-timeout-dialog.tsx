import { authMessages } from '@shared/messages'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/ui/alert-dialog'
import { useInactivityTimer } from './use-inactivity-timer'

/** The inactivity warning with its countdown (docs/product.md section 4). */
export function SessionTimeoutDialog({
  onTimeout,
  onActive,
}: {
  onTimeout: () => void
  onActive: () => void
}) {
  const { secondsLeft, stayLoggedIn } = useInactivityTimer({ onTimeout, onActive })
  return (
    <AlertDialog open={secondsLeft !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{authMessages.sessionTimeoutTitle}</AlertDialogTitle>
          <AlertDialogDescription aria-live="polite">
            {authMessages.sessionTimeoutCountdown(Math.max(secondsLeft ?? 0, 0))}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={stayLoggedIn}>{authMessages.stayLoggedIn}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
