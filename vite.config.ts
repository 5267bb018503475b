import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import Icons from 'unplugin-icons/vite'
import { defineConfig, type Plugin, parseAst } from 'vite'
import { FAKE_CLOUDFLARE_CREDENTIALS } from './scripts/fake-cloudflare/state.ts'

// Miniflare otherwise fetches a real `request.cf` object from workers.cloudflare.com at every start,
// and prints an error wherever that host cannot be reached; the Worker reads nothing from it, so
// the local placeholder serves. CLOUDFLARE_CF_FETCH_ENABLED=true asks for the real one.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

/** Import aliases shared by the app build and every test config. */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@worker': fileURLToPath(new URL('./src/worker', import.meta.url)),
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  // The Worker's way to the app's server renderer (src/worker/ssr/app-renderer.d.ts).
  'virtual:app-renderer': fileURLToPath(new URL('./src/client/entry-server.tsx', import.meta.url)),
}

/**
 * Lucide's icons, one module each (`import Mail from '~icons/lucide/mail'`): a React component that
 * SVGR builds from the icon's SVG in @iconify-json/lucide when something imports it. 24 by 24 unless
 * a class sizes it, as Lucide draws them. The app build and the test configs that render
 * components (jsdom, and the Worker's server rendering) all need it.
 */
export const lucideIcons = () =>
  Icons({
    compiler: 'jsx',
    jsx: 'react',
    iconCustomizer: (_collection, _icon, props) => {
      props.width = '24'
      props.height = '24'
    },
  })

/**
 * The purge settings of the Worker under `npm start`: scripts/start.ts runs a fake of Cloudflare's
 * purge API and names it in DEV_CACHE_PURGE_API_URL, so that writes purge as deployed ones do. Only
 * then: a build or `vite dev` alone leaves purge unconfigured. Values in .dev.vars win over these.
 */
function devCachePurge(): { vars: Record<string, string> } | undefined {
  const apiUrl = process.env.DEV_CACHE_PURGE_API_URL
  if (!apiUrl) return undefined
  return {
    vars: {
      CACHE_PURGE_API_URL: apiUrl,
      CACHE_PURGE_ZONE_ID: FAKE_CLOUDFLARE_CREDENTIALS.zoneId,
      CACHE_PURGE_TOKEN: FAKE_CLOUDFLARE_CREDENTIALS.token,
    },
  }
}

/** V8's explicit compile hint (Chrome 136+): the magic comment must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks every page evaluates before it responds: the entry, what it imports, and what it
 * asks for with import() (src/client/main.tsx), each with its own static imports.
 *
 * Each is listed in the shell as a module preload, so that public/start-app.js fetches all of them
 * at once after the first paint (the entry's import() calls then find them loaded instead of
 * asking one after another), and each opens with V8's explicit compile hint, so that V8 compiles
 * their functions on a background thread while the files stream in, instead of on the main thread
 * the first time hydration calls each one. Under 4x CPU throttling, main-thread compiling after
 * the entry ran fell from ~165 to ~20 ms on `/` and from ~215 to ~60 ms on `/contact`
 * (docs/decisions/006). Route chunks stay lazily compiled: they are loaded only where they are
 * used, and a form's validation, for one, runs only on input.
 */
function startUpChunks(): Plugin {
  return {
    name: 'start-up-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle work, so that the compile hint stays the entry's first line.
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
          if (output.type !== 'chunk' || !output.isEntry) continue
          const evaluatedWithEntry = output.imports.filter((imported) =>
            /^assets\/(boot|framework|react-dom-client)-/.test(imported),
          )
          if (evaluatedWithEntry.length > 0) {
            throw new Error(
              `The entry imports ${evaluatedWithEntry.join(', ')} statically: main.tsx must evaluate them in tasks of their own (START_UP_CHUNK_GROUPS)`,
            )
          }
          visit(output.fileName)
          for (const imported of output.dynamicImports) visit(imported)
        }
        for (const fileName of start) {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk') continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // One line more in front: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
        const shell = bundle['index.html']
        if (shell?.type !== 'asset' || typeof shell.source !== 'string') {
          throw new Error('The client build has no index.html to list the start-up chunks in')
        }
        const listed = new Set(
          [...shell.source.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]),
        )
        const preloads = [...start]
          .filter((fileName) => !listed.has(fileName))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        shell.source = shell.source.replace('</head>', `${preloads.join('')}</head>`)
      },
    },
  }
}

/**
 * The dev server serves a JSON file as a JavaScript module. It drops the import attributes of a
 * static `import x from './x.json' with { type: 'json' }` accordingly, but keeps those of a dynamic
 * `import('./x.json', { with: { type: 'json' } })` (vitejs/vite#19095), so the browser asks for a
 * JSON module, receives JavaScript and refuses it: under `npm start` the password policy's word
 * list (src/shared/common-passwords.ts) never loaded. Removing them here does in dev what the
 * build does by bundling the file; Node, which runs the same code in the scripts, needs them.
 */
function dynamicJsonImportsInDev(): Plugin {
  return {
    name: 'dynamic-json-imports-in-dev',
    apply: 'serve',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { code: /\bimport\s*\(\s*['"][^'"]+\.json\b/ },
      handler(code) {
        const cuts: [number, number][] = []
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return
          const { type, source, options } = node as {
            type?: string
            source?: { type: string; value?: unknown; end: number }
            options?: { end: number } | null
          }
          if (
            type === 'ImportExpression' &&
            options &&
            source?.type === 'Literal' &&
            typeof source.value === 'string' &&
            /\.json(?:\?|$)/.test(source.value)
          ) {
            cuts.push([source.end, options.end])
          }
          for (const value of Object.values(node)) visit(value)
        }
        visit(parseAst(code))
        if (cuts.length === 0) return
        let result = code
        for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
          result = result.slice(0, start) + result.slice(end).replace(/^\s*,/, '')
        }
        // Only columns after each cut move: the previous source map still holds.
        return { code: result, map: null }
      },
    },
  }
}

/**
 * Start-up code in few files: each file the start asks for is a request and a `<link>` the browser
 * handles on the main thread, and small files compress worse than the same code in one. The
 * libraries every page runs before it responds are two files instead of the ~15 that route
 * splitting would make of them; React's DOM renderer is one of its own because it is the largest
 * single piece of start-up work, and src/client/main.tsx evaluates it in a task of its own.
 */
const START_UP_CHUNK_GROUPS = [
  {
    // What the entry shares with the app (Vite's import() helper, the served state's element id):
    // captured first, so that the app's group below does not take it and make the entry import
    // the app's chunk (main.tsx evaluates boot in a task of its own; startUpChunks checks it).
    name: 'start',
    test: /preload-helper|src[\\/]shared[\\/]app-render\./,
    priority: 4,
  },
  {
    name: 'react-dom-client',
    test: /node_modules[\\/](react-dom[\\/](client|cjs[\\/]react-dom-client)|scheduler[\\/])/,
    priority: 3,
  },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|@tanstack[\\/](react-router|router-core|history|react-store|store)|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval[^\\/]*)[\\/]/,
    priority: 2,
  },
  {
    // The app's start-up code: src/client/boot.tsx and all it imports. Route splitting made small
    // files of the modules boot shares with route chunks (eight on `/`: the page head, the listings'
    // search, the content registry, the icon helper…), 100-1,450 bytes each after compression.
    name: (id: string, graph: ModuleGraph) => (importersOf(id, graph).has(BOOT_MODULE) ? 'boot' : null),
    debugName: 'boot',
    priority: 1,
  },
  {
    // The staff app's frame (src/client/staff/shell/staff-app.tsx and what it imports that only the
    // staff app uses) in one file with what it shares with the sections: each section is a route
    // chunk of its own, and without this the modules two of them share became a dozen small files on
    // the staff app's first load (181.5 against 179.4 KB brotli).
    name: (id: string, graph: ModuleGraph) => {
      const importers = importersOf(id, graph)
      if (!importers.has(STAFF_APP_MODULE)) return null
      for (const importer of importers) if (PUBLIC_CODE.test(importer)) return null
      return 'staff-app'
    },
    debugName: 'staff-app',
    priority: 0,
    // What the staff app shares with the public pages (the API client, the messages) stays where
    // the automatic splitting puts it: pulled in here, it made an article's page import this chunk.
    includeDependenciesRecursively: false,
  },
]
const BOOT_MODULE = fileURLToPath(new URL('./src/client/boot.tsx', import.meta.url))
const STAFF_APP_MODULE = fileURLToPath(new URL('./src/client/staff/shell/staff-app.tsx', import.meta.url))
/** Client modules outside the staff app: what they import is not the staff app's alone. */
const PUBLIC_CODE = /src[\\/]client[\\/](?!staff[\\/]|routes[\\/]admin[\\/])/

/** What Rolldown tells a chunk group's name function about the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null
}

/** The module and every module that imports it, directly or through others (never through an `import()`). */
function importersOf(id: string, graph: ModuleGraph): Set<string> {
  const importers = new Set<string>()
  const pending = [id]
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (importers.has(current)) continue
    importers.add(current)
    pending.push(...(graph.getModuleInfo(current)?.importers ?? []))
  }
  return importers
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
        // A staff section's error component stays with the route tree: it has to show when the
        // section's own chunk could not be fetched.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/admin/')
            ? [['loader', 'component'], ['notFoundComponent'], ['pendingComponent']]
            : undefined,
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    lucideIcons(),
    tailwindcss(),
    cloudflare({
      // scripts/start.ts seeds this folder (LOCAL_STATE_DIR, by default wrangler's own).
      persistState: { path: process.env.LOCAL_STATE_DIR ?? '.wrangler/state' },
      config: devCachePurge(),
    }),
    dynamicJsonImportsInDev(),
    startUpChunks(),
  ],
  // Where Vite keeps its pre-bundled dependencies (default node_modules/.vite); the dev-server
  // browser test gives its server a folder of its own, so it neither shares nor races another's.
  cacheDir: process.env.VITE_CACHE_DIR,
  resolve: { alias: aliases },
  environments: {
    client: {
      build: {
        outDir: `${outDir}/client`,
        manifest: true,
        // Vite's preload helper would add a <link rel="modulepreload"> for every file a route's chunk
        // imports, all in the task that asks for the route: 16-28 links on a public page, each
        // request costing the main thread 1-2.5 ms (4-10 ms at 4x slowdown). Without it the browser
        // requests a chunk's imports itself as it parses the chunk, in tasks of their own; the
        // start-up chunks are still fetched up front (startUpChunks). Docs/decisions/014.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: START_UP_CHUNK_GROUPS },
            // Every chunk names the chunks it imports (the start-up code names each route's), and
            // each name's hash is text that does not compress: 7 characters, the fewest Rolldown
            // allows for this many chunks, where Vite writes 8, save the home page about 170 B br.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            entryFileNames: 'assets/[name]-[hash:7].js',
          },
        },
      },
    },
    consulting_site: {
      build: { outDir: `${outDir}/consulting_site` },
      // At start the Worker's module runner imports its whole graph one module after another. With
      // this, Vite transforms a module's static imports as soon as it has transformed the module,
      // while workerd still evaluates it: `npm start` answers about 2 s sooner.
      dev: { preTransformRequests: true },
    },
  },
})
