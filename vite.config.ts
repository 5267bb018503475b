import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Import aliases shared by the app build and every test config. */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@worker': fileURLToPath(new URL('./src/worker', import.meta.url)),
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  // The Worker's way to the app's server renderer (src/worker/ssr/app-renderer.d.ts).
  'virtual:app-renderer': fileURLToPath(new URL('./src/client/entry-server.tsx', import.meta.url)),
}

/** V8's explicit compile hint (Chrome 136+): the magic comment must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the chunks every page evaluates before hydration (the entry and its static imports) for
 * eager compilation. V8 then compiles their functions on a background thread while they stream
 * in, instead of on the main thread the first time hydration calls each one. Under 4x CPU
 * throttling, main-thread compiling after the entry ran fell from ~165 to ~20 ms on `/` and from
 * ~215 to ~60 ms on `/contact` (docs/decisions/006). Route chunks stay lazily compiled: they are
 * loaded only where they are used, and a form's validation, for one, runs only on input.
 */
function compileHintsOnStartChunks(): Plugin {
  return {
    name: 'compile-hints-on-start-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle work, which puts its preload map in front of the entry.
      order: 'post',
      handler(_options, bundle) {
        const start = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk' || start.has(fileName)) return
          start.add(fileName)
          for (const imported of chunk.imports) visit(imported)
        }
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName)
        }
        for (const fileName of start) {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk') continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // One line more in front: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
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
    compileHintsOnStartChunks(),
  ],
  resolve: { alias: aliases },
  environments: {
    client: { build: { outDir: `${outDir}/client`, manifest: true } },
    consulting_site: { build: { outDir: `${outDir}/consulting_site` } },
  },
})
