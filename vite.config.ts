import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Import aliases shared by the app build and every test config. */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@worker': fileURLToPath(new URL('./src/worker', import.meta.url)),
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  // The Worker's way to the app's server renderer (src/worker/ssr/app-renderer.d.ts).
  'virtual:app-renderer': fileURLToPath(new URL('./src/client/entry-server.tsx', import.meta.url)),
}

// Concurrent builds (parallel browser-test runs) each get their own output folder.
const outDir = process.env.BUILD_OUT_DIR ?? 'dist'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Keeping each loader with its component moves the query and API-client code, and the pages'
      // head data, out of the entry chunk every public page downloads.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    cloudflare(),
  ],
  resolve: { alias: aliases },
  environments: {
    client: { build: { outDir: `${outDir}/client`, manifest: true } },
    consulting_site: { build: { outDir: `${outDir}/consulting_site` } },
  },
})
