import { existsSync } from 'node:fs'

/** Debian's Firefox ESR, which the Firefox browser tests drive; `FIREFOX_PATH` points elsewhere. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Fails the run early, naming the package, instead of a launch error in one test file. */
export function requireFirefox() {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox was not found at ${FIREFOX_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y firefox-esr (or set FIREFOX_PATH).`,
    )
  }
}
