import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Test files share a worker's document (`isolate: false`): besides unmounting, drop what a
// component left in <body> outside its own tree (a portal's live region, say), so the next
// test's queries see only its own page.
afterEach(() => {
  cleanup()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
})
