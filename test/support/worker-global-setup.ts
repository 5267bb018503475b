import { buildIfStale } from '../../scripts/build-if-stale.ts'

// The Worker serves every page inside the built app shell (dist/client/index.html).
export default function setup() {
  buildIfStale()
}
