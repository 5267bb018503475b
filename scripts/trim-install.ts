import { existsSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

// Runs after `npm install` / `npm ci` and removes what the install brings that nothing here uses.

// The `node` devDependency (Node 24 for the npm scripts) installs a whole Node distribution, C
// headers included: 67 MB that only compiling a native addon against this Node would read, and no
// dependency here compiles one (all ship prebuilt binaries). The `node` binary itself is a hard link
// and stays.
const distributions = 'node_modules/node/node_modules'
// Absent after an install without devDependencies.
const names = existsSync(distributions) ? readdirSync(distributions) : []
for (const name of names.filter((entry) => entry.startsWith('node-'))) {
  rmSync(join(distributions, name, 'include'), { recursive: true, force: true })
}

// Tailwind's scanner (@tailwindcss/oxide) lists its WebAssembly build among its optional
// dependencies with no `cpu` or `os`, so npm installs it on every machine beside the native build
// (7 MB). The scanner loads it only when no native build loads: if the scanner loads here without
// it, nothing ever will.
const scanner = 'node_modules/@tailwindcss/oxide'
const wasmScanner = 'node_modules/@tailwindcss/oxide-wasm32-wasi'
if (existsSync(wasmScanner)) {
  const require = createRequire(import.meta.url)
  try {
    require(resolve(scanner))
    const loaded = Object.keys(require.cache)
    if (!loaded.some((path) => path.includes('oxide-wasm32-wasi'))) {
      rmSync(wasmScanner, { recursive: true, force: true })
    }
  } catch (error) {
    console.warn(`Kept ${wasmScanner}: Tailwind's scanner did not load (${error})`)
  }
}
