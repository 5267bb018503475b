import { INACTIVITY_COUNTDOWN_SECONDS, INACTIVITY_LOGOUT_MS, INACTIVITY_WARNING_MS } from '@shared/constants'
import { authMessages } from '@shared/messages'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionTimeoutDialog } from '@/features/admin/components/session-timeout-dialog'

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

const dialog = () => screen.queryByRole('alertdialog', { name: authMessages.sessionTimeoutTitle })

describe('the inactivity warning', () => {
  it('uses the spec constants and texts', () => {
    expect([INACTIVITY_WARNING_MS, INACTIVITY_LOGOUT_MS, INACTIVITY_COUNTDOWN_SECONDS]).toEqual([
      840_000, 900_000, 30,
    ])
    expect(authMessages.sessionTimeoutTitle).toBe('Session Timeout Warning')
    expect(authMessages.sessionTimeoutCountdown(7)).toBe(
      'You will be logged out in 7 seconds due to inactivity.',
    )
    expect(authMessages.stayLoggedIn).toBe('Stay Logged In')
  })

  it('appears after 14 idle minutes and counts down from 30', () => {
    setup()
    advance(INACTIVITY_WARNING_MS - 2000)
    expect(dialog()).toBeNull()
    advance(2000)
    expect(dialog()).not.toBeNull()
    expect(
      screen.getByText(authMessages.sessionTimeoutCountdown(INACTIVITY_COUNTDOWN_SECONDS)),
    ).toBeInTheDocument()
    advance(1000)
    expect(
      screen.getByText(authMessages.sessionTimeoutCountdown(INACTIVITY_COUNTDOWN_SECONDS - 1)),
    ).toBeInTheDocument()
  })

  it('is pushed back by a mouse move or a key press', () => {
    const { onTimeout } = setup()
    advance(INACTIVITY_WARNING_MS - 5000)
    fireEvent.mouseMove(window)
    advance(INACTIVITY_WARNING_MS - 5000)
    expect(dialog()).toBeNull()
    fireEvent.keyDown(window, { key: 'a' })
    advance(INACTIVITY_WARNING_MS - 5000)
    expect(dialog()).toBeNull()
    expect(onTimeout).not.toHaveBeenCalled()
    advance(5000)
    expect(dialog()).not.toBeNull()
  })

  it('Stay Logged In dismisses it, restarts the clock and refreshes the session', () => {
    const { onTimeout, onActive } = setup()
    advance(INACTIVITY_WARNING_MS + 10_000)
    fireEvent.click(screen.getByRole('button', { name: authMessages.stayLoggedIn }))
    expect(dialog()).toBeNull()
    expect(onActive).toHaveBeenCalledTimes(1)
    advance(INACTIVITY_WARNING_MS - 1000)
    expect(dialog()).toBeNull()
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('logs out when the countdown reaches 0, and only once', () => {
    const { onTimeout } = setup()
    advance(INACTIVITY_WARNING_MS)
    advance((INACTIVITY_COUNTDOWN_SECONDS - 1) * 1000)
    expect(onTimeout).not.toHaveBeenCalled()
    expect(screen.getByText(authMessages.sessionTimeoutCountdown(1))).toBeInTheDocument()
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
    vi.setSystemTime(Date.now() + INACTIVITY_LOGOUT_MS)
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
