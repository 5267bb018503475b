// Why a send to Zoho (a lead, a newsletter request) has not gone through, as a kind the API
// answers instead of the raw error: the raw text names settings and secrets, goes to the Worker
// log, and tells staff nothing they can act on.

/** What to do about each kind of problem: who acts, or that nobody needs to. */
export const deliveryProblemAdvice = {
  'not-set-up':
    'The CRM connection is not set up: an administrator adds or corrects the Zoho settings (docs/configuration.md); waiting leads go out once that is done',
  'sign-in-refused':
    'Zoho refused the sign-in: an administrator renews the Zoho connection (a new refresh token)',
  busy: 'Zoho is busy: it will be tried again automatically',
  unreachable: 'Zoho could not be reached: it will be tried again automatically',
  refused: 'Zoho refused these details: add this person in Zoho by hand',
  unexpected:
    'Zoho gave an answer we did not expect: it will be tried again automatically; if this stays, tell an administrator',
} as const

export type DeliveryProblem = keyof typeof deliveryProblemAdvice
