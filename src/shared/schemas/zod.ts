import { z } from 'zod'

// Our CSP forbids eval. Left to itself zod probes `new Function` once to decide whether to
// compile object parsers, and the browser reports that probe as a CSP violation. Every shared
// schema imports `z` from here, so the setting is in place before any schema is built.
z.config({ jitless: true })

export { z }
