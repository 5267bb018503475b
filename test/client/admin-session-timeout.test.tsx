import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionTimeoutDialog } from '@/staff/shell/session-timeout-dialog'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

function setup() {
  const onTimeout = vi.fn()
  const onActive = vi.fn()
  render(<SessionTimeoutDialog onTimeout={onTimeout} onActive={onActive} />)
  return { onTimeout, onActive }
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Session Timeout Warning' })

describe('the inactivity warning', () => {
  it('appears after 14 idle minutes and counts down from 30', () => {
    setup()
    advance(840_000 - 2000)
    expect(dialog()).toBeNull()
    advance(2000)
    expect(dialog()).not.toBeNull()
    expect(screen.getByText('You will be logged out in 30 seconds due to inactivity.')).toBeInTheDocument()
    advance(1000)
    expect(screen.getByText('You will be logged out in 29 seconds due to inactivity.')).toBeInTheDocument()
  })

  it('is pushed back by a mouse move or a key press', () => {
    const { onTimeout } = setup()
    advance(840_000 - 5000)
    fireEvent.mouseMove(window)
    advance(840_000 - 5000)
    expect(dialog()).toBeNull()
    fireEvent.keyDown(window, { key: 'a' })
    advance(840_000 - 5000)
    expect(dialog()).toBeNull()
    expect(onTimeout).not.toHaveBeenCalled()
    advance(5000)
    expect(dialog()).not.toBeNull()
  })

  it('Stay Logged In dismisses it, restarts the clock and refreshes the session', () => {
    const { onTimeout, onActive } = setup()
    advance(840_000 + 10_000)
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }))
    expect(dialog()).toBeNull()
    expect(onActive).toHaveBeenCalledTimes(1)
    advance(840_000 - 1000)
    expect(dialog()).toBeNull()
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('logs out when the countdown reaches 0, and only once', () => {
    const { onTimeout } = setup()
    advance(840_000)
    advance((30 - 1) * 1000)
    expect(onTimeout).not.toHaveBeenCalled()
    expect(screen.getByText('You will be logged out in 1 seconds due to inactivity.')).toBeInTheDocument()
    advance(1000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
    // Key presses while the warning shows do not cancel it.
    fireEvent.keyDown(window, { key: 'a' })
    advance(60_000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('logs out at 15 idle minutes even if the countdown never ran (timers throttled in a background tab)', () => {
    const { onTimeout } = setup()
    // One late tick, as a throttled background tab would deliver it.
    vi.setSystemTime(Date.now() + 900_000)
    advance(1000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('asks to keep the server session alive at most once a minute while the user is active', () => {
    const { onActive } = setup()
    for (let second = 0; second < 150; second += 1) {
      fireEvent.mouseMove(window)
      advance(1000)
    }
    expect(onActive).toHaveBeenCalledTimes(2)
  })
})
