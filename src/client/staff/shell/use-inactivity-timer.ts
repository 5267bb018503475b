import {
  INACTIVITY_COUNTDOWN_SECONDS,
  INACTIVITY_LOGOUT_MS,
  INACTIVITY_WARNING_MS,
  SESSION_REFRESH_INTERVAL_MS,
} from '@shared/constants'
import { useCallback, useEffect, useRef, useState } from 'react'

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const
const TICK_MS = 1000

/**
 * docs/product.md section 4: mouse moves and key presses reset the idle clock; at INACTIVITY_WARNING_MS a
 * countdown of INACTIVITY_COUNTDOWN_SECONDS starts, and at 0 (or INACTIVITY_LOGOUT_MS idle, in
 * case timers were throttled in a background tab) `onTimeout` runs. While the warning shows, only
 * `stayLoggedIn` dismisses it: the key presses that reach its button must not count as activity.
 * `onActive` runs at most once per SESSION_REFRESH_INTERVAL_MS of activity, so that the server's
 * own idle expiry slides while someone is typing a long text without saving.
 */
export function useInactivityTimer({ onTimeout, onActive }: { onTimeout: () => void; onActive: () => void }) {
  const lastActivity = useRef(Date.now())
  const lastReported = useRef(Date.now())
  const warningSince = useRef<number | null>(null)
  const timedOut = useRef(false)
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  const callbacks = useRef({ onTimeout, onActive })
  callbacks.current = { onTimeout, onActive }

  const stayLoggedIn = useCallback(() => {
    lastActivity.current = Date.now()
    warningSince.current = null
    setSecondsLeft(null)
    lastReported.current = Date.now()
    callbacks.current.onActive()
  }, [])

  useEffect(() => {
    const onActivity = () => {
      if (warningSince.current !== null) return
      const now = Date.now()
      lastActivity.current = now
      if (now - lastReported.current >= SESSION_REFRESH_INTERVAL_MS) {
        lastReported.current = now
        callbacks.current.onActive()
      }
    }
    const tick = () => {
      if (timedOut.current) return
      const now = Date.now()
      const idle = now - lastActivity.current
      if (idle >= INACTIVITY_WARNING_MS && warningSince.current === null) warningSince.current = now
      const left =
        warningSince.current === null
          ? null
          : INACTIVITY_COUNTDOWN_SECONDS - Math.floor((now - warningSince.current) / 1000)
      if (idle >= INACTIVITY_LOGOUT_MS || (left !== null && left <= 0)) {
        timedOut.current = true
        setSecondsLeft(0)
        callbacks.current.onTimeout()
        return
      }
      setSecondsLeft(left)
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true })
    const interval = setInterval(tick, TICK_MS)
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity)
      clearInterval(interval)
    }
  }, [])

  return { secondsLeft, stayLoggedIn }
}
