import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { toastError, toastSuccess } from '@/ui/use-toast'

interface AdminMutation<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>
  /** The lists this write changes: refetched after success, nothing else. */
  invalidates: QueryKey[]
  /** The success toast's text, or how to word it from the answer (a bulk action's count). */
  success: string | ((result: Result) => string)
  /** The error toast's text for a failure. */
  failure: (error: Error) => string
  onSuccess?: (result: Result) => void
  onError?: (error: Error) => void
}

/** A staff write: success toast and refetch of exactly the lists it changes, or an error toast. */
export function useAdminMutation<Variables, Result>(options: AdminMutation<Variables, Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result) => {
      toastSuccess(typeof options.success === 'string' ? options.success : options.success(result))
      options.onSuccess?.(result)
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      toastError(options.failure(error))
      options.onError?.(error)
    },
  })
}
