import { PortInUseError } from '../lib/ports.ts'
import { startFakeZoho } from './server.ts'
import { FAKE_CAMPAIGNS_LIST_KEY, FAKE_ZOHO_CREDENTIALS } from './state.ts'

// `npm run fake-zoho`: a local Zoho for development, with demo leads. Point the Worker at it
// with the .dev.vars lines printed below (see .dev.vars.example). A fixed port, as .dev.vars keeps
// its address from one start to the next; a taken one is refused, named, with how to change it.
const port = Number(process.env.FAKE_ZOHO_PORT ?? 4290)
const fake = await startFakeZoho({ port, demoLeads: Number(process.env.FAKE_ZOHO_DEMO_LEADS ?? 8) }).catch(
  (error: unknown) => {
    if (!(error instanceof PortInUseError)) throw error
    console.error(`${error.message}: set FAKE_ZOHO_PORT to another port`)
    process.exit(1)
  },
)
console.log(`Fake Zoho listening on ${fake.origin} (control: ${fake.controlUrl()})`)
console.log('Put these in .dev.vars, then restart the dev server:')
console.log(`ZOHO_ACCOUNTS_URL=${fake.accountsUrl()}`)
console.log(`ZOHO_CLIENT_ID=${FAKE_ZOHO_CREDENTIALS.clientId}`)
console.log(`ZOHO_CLIENT_SECRET=${FAKE_ZOHO_CREDENTIALS.clientSecret}`)
console.log(`ZOHO_REFRESH_TOKEN=${FAKE_ZOHO_CREDENTIALS.refreshToken}`)
console.log(`ZOHO_CAMPAIGNS_URL=${fake.campaignsUrl()}`)
console.log(`ZOHO_CAMPAIGNS_LIST_KEY=${FAKE_CAMPAIGNS_LIST_KEY}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
