import { useEffect } from 'react'
import { toastError } from '@/hooks/use-toast'

/** SPEC.md section 8: a failed list fetch raises its error toast once per failure. */
export function useFetchErrorToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt) toastError(message)
  }, [failedAt, message])
}
