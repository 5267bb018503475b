import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toastError } from '@/ui/use-toast'

/**
 * What a staff list's section shows; a failed fetch raises its error toast once per failure
 * (docs/product.md section 8).
 */
export function useStaffList<Item>(query: UseQueryResult<Item[]>, fetchFailed: string) {
  useEffect(() => {
    if (query.errorUpdatedAt) toastError(fetchFailed)
  }, [query.errorUpdatedAt, fetchFailed])
  const items = query.data ?? []
  return {
    items,
    loaded: query.isSuccess,
    section: { count: items.length, isPending: query.isPending, error: query.isError ? fetchFailed : null },
  }
}
