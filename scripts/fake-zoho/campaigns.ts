import { FAKE_CAMPAIGNS_LIST_KEY, type FakeState, now, zohoTime } from './state.ts'
import type { Reply } from './token.ts'

// Zoho Campaigns' list subscription as the fake answers it (docs/crm.md, "Newsletter subscriptions"): a form body
// with `listkey` and `contactinfo` (JSON with 'Contact Email'), answered 200 with Campaigns' own
// `status` and `code` ('0' on success; 2501 unknown list, 2004 invalid address, 2001 malformed
// contact info). A new contact gets a confirmation mail and stays unconfirmed until the control
// surface confirms it (the mail's link); asking again mails it again; a confirmed contact is told so.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const campaignsError = (code: string, message: string): Reply => ({
  status: 200,
  body: { status: 'error', code, message, uri: '/api/v1.1/json/listsubscribe', version: '1.1' },
})

const campaignsSuccess = (message: string): Reply => ({
  status: 200,
  body: { status: 'success', code: '0', message, uri: '/api/v1.1/json/listsubscribe', version: '1.1' },
})

export function listSubscribe(state: FakeState, raw: string, contentType: string): Reply {
  if (!contentType.startsWith('application/x-www-form-urlencoded')) {
    return campaignsError('2001', 'Please enter correct XML(or)JSON format.')
  }
  const params = new URLSearchParams(raw)
  if (params.get('listkey') !== FAKE_CAMPAIGNS_LIST_KEY)
    return campaignsError('2501', 'Listkey is empty or invalid.')
  let email: unknown
  try {
    email = (JSON.parse(params.get('contactinfo') ?? '') as Record<string, unknown>)['Contact Email']
  } catch {
    return campaignsError('2001', 'Please enter correct XML(or)JSON format.')
  }
  if (typeof email !== 'string' || !EMAIL.test(email))
    return campaignsError('2004', 'Invalid contact email address.')
  const known = state.subscribers.find((subscriber) => subscriber.email.toLowerCase() === email.toLowerCase())
  if (known?.status === 'confirmed')
    return campaignsSuccess('This contact is already subscribed to the list.')
  if (known) known.confirmationMails += 1
  else {
    state.subscribers.push({
      email,
      source: params.get('source'),
      status: 'unconfirmed',
      confirmationMails: 1,
      requestedAt: zohoTime(now(state)),
    })
  }
  return campaignsSuccess(
    'A confirmation email is sent to the user. User needs to confirm to successfully subscribe.',
  )
}

/** The control surface's stand-in for a subscriber following the confirmation mail's link. */
export function confirmSubscriber(state: FakeState, email: string): Reply {
  const known = state.subscribers.find((subscriber) => subscriber.email.toLowerCase() === email.toLowerCase())
  if (!known) return { status: 404, body: { error: 'no such subscriber' } }
  known.status = 'confirmed'
  return { status: 200, body: known }
}
