import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from '@shared/schemas/contact'

/** Loaded on first use by the contact form (src/client/site/forms/lazy-validation.ts). */
export const contactResolver = zodResolver(contactSchema)
