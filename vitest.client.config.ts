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
  },
})
