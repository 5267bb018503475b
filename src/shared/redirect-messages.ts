// The Redirects section's words and the API's refusals, each naming its rule. Public pages never
// show these.

export const redirectMessages = {
  heading: 'Redirects',
  missedHeading: 'Missed addresses',
  fromRequired: 'Enter the old address',
  fromSitePath: 'The old address is a path on this site, starting with /',
  fromNoQuery: 'The old address is a path alone, without ? or #: a visit’s query string is passed on',
  fromReserved: 'The API, the staff app and files cannot be redirected',
  fromTaken: 'A redirect from this address already exists',
  toRequired: 'Enter where it goes',
  toAddress: 'Where it goes is a path on this site, starting with /, or an address starting with https://',
  loop: 'A redirect cannot lead back to where it starts',
  chain: 'That would make a chain of redirects: point it at the final address instead',
  saved: 'Redirect saved',
  deleted: 'Redirect deleted',
} as const
