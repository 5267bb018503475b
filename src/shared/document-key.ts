// A whitepaper's PDF lives in R2 under a key of this form; the whitepaper row keeps the key in
// its `download_url` column (docs/product.md section 3's `downloadUrl`), exposed as `documentKey`. It is
// never a public address: no route serves a key as such, and visitors reach the file only
// through an expiring download link.
export const DOCUMENT_KEY_PATTERN =
  /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/
