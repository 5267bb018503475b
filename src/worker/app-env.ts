import type { CurrentUser } from '../shared/types'
import type { Db } from './db/client'

/** Hono's generics for this app: the bindings plus what middleware puts on the context. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    requestId: string
    db: Db
    /** The signed-in staff user, or null; set by the session middleware. */
    user: CurrentUser | null
    /**
     * A signed-in user whose session may only set up a second factor (the site requires one and
     * they have none): `user` is then null, so every staff route refuses them (require-user.ts).
     */
    restrictedUser: CurrentUser | null
    /** SHA-256 id of the current session row, when there is one. */
    sessionId: string | null
    /** The embed players the page being answered shows, for its CSP (lib/embed-frames.ts). */
    frameOrigins?: string[]
  }
}
