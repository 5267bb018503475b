import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/** Puts the server's per-field messages (400 `fields`) next to the matching inputs. */
export function showServerFieldErrors<T extends FieldValues>(error: Error, setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError)) return
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    setError(name as Path<T>, { type: 'server', message })
  }
}
