import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

// Runs after `npm install` / `npm ci`. The `node` devDependency (Node 24 for the npm scripts)
// installs a whole Node distribution, C headers included: 67 MB that only compiling a native
// addon against this Node would read, and no dependency here compiles one (all ship prebuilt
// binaries). The `node` binary itself is a hard link and stays.
const distributions = 'node_modules/node/node_modules'
// Absent after an install without devDependencies.
const names = existsSync(distributions) ? readdirSync(distributions) : []
for (const name of names.filter((entry) => entry.startsWith('node-'))) {
  rmSync(join(distributions, name, 'include'), { recursive: true, force: true })
}
