import { z } from 'zod'
import { parseChatCsp } from './lib/chat-widget-csp'

/** An address a secret travels to (a token in a header or in the address): https, or http only to this machine. */
const secretBearingUrl = (error: string) =>
  z.url({ protocol: /^https?$/, error }).refine((value) => {
    const url = new URL(value)
    return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  }, error)

// A page a visitor is sent to: https only, or none.
const profileUrl = z
  .union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be empty or an https:// URL' })])
  .default('')

// Validated once per isolate: a missing or malformed setting is named in the error instead of
// surfacing later as an obscure failure.
const fields = z.object({
  SITE_URL: z.url(),
  COMPANY_EMAIL: z.email(),
  COMPANY_PHONE: z.string().min(1),
  LEGAL_EMAIL: z.email(),
  PRIVACY_EMAIL: z.email(),
  ZOHO_ACCOUNTS_URL: z.url(),
  ZOHO_API_VERSION: z.string().regex(/^v\d+$/),
  ZOHO_CLIENT_ID: z.string().optional(),
  ZOHO_CLIENT_SECRET: z.string().optional(),
  ZOHO_REFRESH_TOKEN: z.string().optional(),
  /** The Zoho Campaigns mailing list newsletter requests join (services/zoho/campaigns.ts). */
  ZOHO_CAMPAIGNS_LIST_KEY: z.string().default(''),
  /** Only for a local stand-in of Zoho: a data centre's accounts server implies its Campaigns host. */
  ZOHO_CAMPAIGNS_URL: z.union([z.literal(''), z.url()]).default(''),
  // Deadline for every Zoho call; below the 30 s a waitUntil task may run after the response.
  ZOHO_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).default(8000),
  /** Multiplies every per-IP rate limit; 1 in production, raised for end-to-end runs from one IP. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** scrypt's cost for new hashes: "deployed" unless a test suite's config says "test" (services/passwords.ts). */
  PASSWORD_HASH_COST: z.enum(['deployed', 'test']).default('deployed'),
  /** Purge by cache tag across Cloudflare's network (services/cache-purge.ts): both set, or neither. */
  CACHE_PURGE_ZONE_ID: z
    .union([z.literal(''), z.string().regex(/^[0-9a-f]{32}$/, 'must be empty or a 32-character zone id')])
    .default(''),
  CACHE_PURGE_TOKEN: z.string().default(''),
  // The token travels in a header: https, or http only to a fake on this machine.
  CACHE_PURGE_API_URL: secretBearingUrl('must be an https:// URL (http:// only for localhost)').default(
    'https://api.cloudflare.com/client/v4',
  ),
  /**
   * Sales hears of every enquiry, download request and application here (services/sales-webhook.ts):
   * an incoming webhook's address, a secret as it carries its own token. Empty: nothing is posted.
   */
  SALES_WEBHOOK_URL: z
    .union([z.literal(''), secretBearingUrl('must be empty or an https:// URL (http:// only for localhost)')])
    .default(''),
  /** The webhook's message format: Slack's `{ text }`, or a Microsoft Teams (Workflows) Adaptive Card. */
  SALES_WEBHOOK_FORMAT: z.enum(['slack', 'teams']).default('slack'),
  /** The company's profiles, linked from every page's footer; an empty one is not shown. */
  SOCIAL_LINKEDIN_URL: profileUrl,
  SOCIAL_X_URL: profileUrl,
  SOCIAL_GITHUB_URL: profileUrl,
  CHAT_WIDGET_URL: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be empty or an https:// URL' })])
    .default(''),
  CHAT_WIDGET_CODE: z.string().default(''),
  /** Further hosts of the chat widget, in CSP syntax; in a page's CSP only with marketing consent. */
  CHAT_WIDGET_CSP: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const csp = parseChatCsp(value)
      if (typeof csp !== 'string') return csp
      ctx.addIssue({ code: 'custom', message: csp })
      return z.NEVER
    }),
})

const configSchema = fields.superRefine((config, ctx) => {
  // Half a purge configuration is a mistake, not a choice to go without.
  const [zone, token] = [config.CACHE_PURGE_ZONE_ID !== '', config.CACHE_PURGE_TOKEN !== '']
  if (zone && !token)
    ctx.addIssue({
      code: 'custom',
      path: ['CACHE_PURGE_TOKEN'],
      message: 'must be set with CACHE_PURGE_ZONE_ID',
    })
  if (token && !zone)
    ctx.addIssue({
      code: 'custom',
      path: ['CACHE_PURGE_ZONE_ID'],
      message: 'must be set with CACHE_PURGE_TOKEN',
    })
})

export type AppConfig = z.infer<typeof configSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const cache = new WeakMap<object, AppConfig>()

export function readConfig(env: Env): AppConfig {
  const cached = cache.get(env)
  if (cached) return cached
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(
      `Invalid Worker configuration (wrangler.toml [vars] / secrets): ${problems.join('; ')}`,
    )
  }
  cache.set(env, parsed.data)
  return parsed.data
}
