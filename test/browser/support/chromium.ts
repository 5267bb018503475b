/** Full Chromium, as a visitor's browser renders: what the Lighthouse bench measures with. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser tests' Chromium: the headless shell of the same Debian build (the same Blink and V8,
 * without the browser's window and UI layers), which takes about a sixth less time over the
 * browser suite on two cores. `CHROMIUM_PATH` sets both.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
