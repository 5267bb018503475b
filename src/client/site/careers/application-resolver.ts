import { zodResolver } from '@hookform/resolvers/zod'
import { jobApplicationFormSchema } from '@shared/schemas/job-application'

/** Loaded on first use by the application form (src/client/site/forms/lazy-validation.ts). */
export const applicationResolver = zodResolver(jobApplicationFormSchema)
