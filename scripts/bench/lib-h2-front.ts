import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Cloudflare answers browsers over HTTPS with HTTP/2 (or 3), while the local server speaks HTTP/1.1.
// Lighthouse's simulation models the two differently: over HTTP/1.1 each file a page asks for while
// another is loading opens a connection of its own and pays its handshake; over HTTP/2 they share
// the document's. This front, TLS with a throwaway certificate and HTTP/2, passes every request
// to the local server unchanged, so a bench can measure pages as a visitor's browser receives them.

// Headers that belong to one HTTP/1.1 connection and are not allowed in an HTTP/2 answer.
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
])

/** A key and a self-signed certificate for 127.0.0.1, valid for a day (Chromium is told to accept it). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Serves `origin` over HTTPS and HTTP/2 on a port the OS hands out, and prints which once it listens. */
function serve(origin: string): void {
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (incoming, outgoing) => {
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(
        ([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name),
      ),
    )
    const upstream = request(
      new URL(incoming.url, origin),
      { method: incoming.method, headers: { ...headers, host: incoming.authority || incoming.headers.host } },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
        )
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', (error) => {
      console.error(`h2 front: ${incoming.method} ${incoming.url}: ${error.message}`)
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(upstream)
  })
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    if (typeof address !== 'object' || !address) throw new Error('The HTTP/2 front has no port')
    console.log(`listening on ${address.port}`)
  })
}

/**
 * Serves `origin` over HTTPS and HTTP/2 while `use` runs; `use` gets the front's base URL, on the
 * port the front itself says it took. The front is a process of its own: the benches run
 * Lighthouse with execFileSync, which would keep a server in their own process from answering.
 */
export async function withHttp2Front<T>(origin: string, use: (base: string) => Promise<T>): Promise<T> {
  const front = spawn(process.execPath, [fileURLToPath(import.meta.url), origin], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let printed = ''
      front.once('exit', (code) => reject(new Error(`the HTTP/2 front exited (${code}) before it listened`)))
      front.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString()
        const listening = printed.match(/listening on (\d+)/)
        if (listening?.[1]) resolve(listening[1])
      })
    })
    return await use(`https://127.0.0.1:${port}`)
  } finally {
    front.kill()
  }
}

if (import.meta.main) {
  const [origin] = process.argv.slice(2)
  if (!origin) throw new Error('usage: lib-h2-front.ts <origin>')
  serve(origin)
}
