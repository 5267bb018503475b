import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Toaster } from '@/ui/toaster'
import { toastError, toastSuccess } from '@/ui/use-toast'

describe('Toaster', () => {
  it('shows at most one toast, the newest, with the spec titles', () => {
    render(<Toaster />)
    act(() => {
      toastSuccess('First')
      toastError('Second')
    })
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    act(() => {
      toastSuccess('Third')
    })
    expect(screen.getByText('Success')).toBeInTheDocument()
    expect(screen.getByText('Third')).toBeInTheDocument()
  })
})
