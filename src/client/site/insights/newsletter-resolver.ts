import { zodResolver } from '@hookform/resolvers/zod'
import { newsletterSchema } from '@shared/schemas/newsletter'

/** Loaded on first use by the Stay Updated box (src/client/site/forms/lazy-validation.ts). */
export const newsletterResolver = zodResolver(newsletterSchema)
