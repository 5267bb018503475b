import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases, lucideIcons } from './vite.config'

// Staff type dates in their own time zone and the API speaks UTC: the suite runs five hours
// behind UTC (in January) so that a conversion that forgets the zone shows. Set before the test
// processes start, since the app keeps its date formatters for the life of a process.
process.env.TZ = 'America/New_York'

// React component tests in a DOM (jsdom); the router plugin is not needed for components.
export default defineConfig({
  plugins: [react(), lucideIcons()],
  resolve: { alias: aliases },
  test: {
    environment: 'jsdom',
    include: ['test/client/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/client/setup.ts'],
    css: false,
    // Importing React, Radix and the app's modules anew for every file was most of the suite's
    // time; files share a worker's module cache instead, and setup.ts unmounts and clears
    // storage after every test so that no file sees another's page.
    isolate: false,
    // Two workers, each with its own modules and DOM: beside the browser suite in `npm test` the
    // second finds the core time the browser tests leave while they wait on pages (the suite took
    // 148 s instead of 169 s there, and the whole run 533 s instead of 576 s).
    maxWorkers: 2,
    // A two-core machine running a whole form's re-renders in jsdom under load: a case study form
    // test took over 15 s in a fresh-clone run beside the browser suite.
    testTimeout: 30_000,
    // A failed test runs once more before it counts (setup.ts leaves nothing behind between tests);
    // a test that fails twice fails the run. Load on the shared cores, not the code, failed the
    // single tests of recent fresh-clone runs.
    retry: 1,
    // Hooks run in the order they are declared, so the setup file's afterEach unmounts the page
    // before a test file's afterEach puts the real fetch back: what a page sends as it unmounts (a
    // content dialog keeps its unsaved changes) reaches the test's fake network instead of failing
    // and leaving an error toast in the shared store, where the next test's dialog lost Escape to it.
    sequence: { hooks: 'list' },
  },
})
