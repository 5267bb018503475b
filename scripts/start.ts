import { spawn } from 'node:child_process'
import { seedLocal } from './seed.ts'

// `npm start`: local D1 migrated and seeded, then Vite (SPA with hot reload + the Worker in
// workerd, one origin). The admin line is printed again once the server is up.
const started = Date.now()
const admin = await seedLocal()
const adminLine = `Admin login: ${admin.email}  ${admin.password}`
console.log(adminLine)

const vite = spawn('npx', ['vite', 'dev', '--port', process.env.PORT ?? '5173', '--strictPort'], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  stdio: ['inherit', 'pipe', 'inherit'],
})
let announced = false
vite.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  const text = chunk.toString()
  if (!announced && /Local:\s+(http\S+)/.test(text)) {
    announced = true
    const url = /Local:\s+(http\S+)/.exec(text)?.[1]
    console.log(`\nSite: ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n${adminLine}\n`)
  }
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))
