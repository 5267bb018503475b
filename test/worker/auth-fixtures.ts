import { env } from 'cloudflare:workers'
import { createDb } from '../../src/worker/db/client'
import { users } from '../../src/worker/db/schema'
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../src/worker/services/passwords'
import { createSession, SESSION_COOKIE } from '../../src/worker/services/sessions'
import { postJson } from './helpers'

export const db = createDb(env.DB)
export const PASSWORD = 'correct horse battery'

export interface StaffOptions {
  email?: string
  role?: string
  isActive?: boolean
  passwordHash?: string
}

let counter = 0

/** A staff user straight into D1 (there is no sign-up endpoint). */
export async function addStaff(options: StaffOptions = {}) {
  counter += 1
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `staff${counter}@example.test`,
      passwordHash: options.passwordHash ?? (await hashPassword(PASSWORD, TEST_SCRYPT_PARAMS)),
      role: options.role ?? 'admin',
      isActive: options.isActive ?? true,
    })
    .returning()
  if (!user) throw new Error('The staff user was not created')
  return user
}

/** A session cookie for the user, without the cost of a password check. */
export async function cookieFor(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(db, userId)}`
}

/** Signs in through the API from its own IP, so per-IP limits of other tests do not interfere. */
export function login(
  email: string,
  password: string,
  ip = `10.0.${counter}.${Math.floor(Math.random() * 250)}`,
) {
  return postJson('/api/login', { email, password }, { headers: { 'cf-connecting-ip': ip } })
}

/** The `name=value` part of a Set-Cookie header. */
export function sessionCookieFrom(response: Response): string | undefined {
  const header = response.headers.get('set-cookie') ?? ''
  return header.match(new RegExp(`${SESSION_COOKIE}=[^;]+`))?.[0]
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

export function imageForm(bytes: Uint8Array, name = 'photo.png', type = 'image/png'): FormData {
  const form = new FormData()
  form.append('image', new File([bytes], name, { type }))
  return form
}

/** A small PDF: the header, the binary-marker comment real PDFs carry, an empty trailer. */
export const PDF_BYTES = Uint8Array.from([
  ...new TextEncoder().encode('%PDF-1.7\n%'),
  0xe2,
  0xe3,
  0xcf,
  0xd3,
  ...new TextEncoder().encode('\ntrailer\n<<>>\n%%EOF\n'),
])

export function documentForm(bytes: Uint8Array, name = 'report.pdf', type = 'application/pdf'): FormData {
  const form = new FormData()
  form.append('document', new File([bytes], name, { type }))
  return form
}

let sequence = 0
const next = () => {
  sequence += 1
  return sequence
}

export const povBody = () => ({
  title: `POV ${next()}`,
  description: 'A description',
  content: 'Body text',
  excerpt: 'An excerpt',
  author: 'Dana Reyes',
  publishedDate: '2025-04-01',
  featuredImage: '',
  isPublished: false,
  hashtags: [],
})

export const caseStudyBody = () => ({
  title: `Case ${next()}`,
  description: 'A description',
  content: 'Body text',
  excerpt: 'An excerpt',
  client: 'Acme',
  industry: 'Retail',
  challenge: 'A challenge',
  solution: 'A solution',
  results: 'One\nTwo',
  featuredImage: '/images/seed/case.jpg',
  isPublished: true,
  hashtags: [],
})

/** A published job opening that takes applications until the end of 2099. */
export const jobOpeningBody = () => ({
  title: `Engineer ${next()}`,
  department: 'Data & Analytics',
  location: 'Berlin',
  employmentType: 'FULL_TIME',
  workplace: 'hybrid',
  description: 'Build data platforms with our clients.',
  content: 'You will **design** pipelines.',
  responsibilities: 'Design pipelines\nCoach teams',
  requirements: 'Five years of SQL\nGerman or English',
  salaryMin: 60000,
  salaryMax: 75000,
  salaryCurrency: 'EUR',
  applyBy: '2099-12-31',
  isPublished: true,
  hashtags: [],
})

export const hashtagBody = () => ({ name: `tag-${next()}`, type: 'topic', description: '' })
