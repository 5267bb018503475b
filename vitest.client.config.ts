import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config'

// React component tests in a DOM (jsdom); the router plugin is not needed for components.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    environment: 'jsdom',
    include: ['test/client/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/client/setup.ts'],
    css: false,
    // Hooks run in the order they are declared, so the setup file's afterEach unmounts the page
    // before a test file's afterEach puts the real fetch back: what a page sends as it unmounts (a
    // content dialog keeps its unsaved changes) reaches the test's fake network instead of failing
    // and leaving an error toast in the shared store, where the next test's dialog lost Escape to it.
    sequence: { hooks: 'list' },
  },
})
