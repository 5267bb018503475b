import { zodResolver } from '@hookform/resolvers/zod'
import { whitepaperDownloadSchema } from '@shared/schemas/whitepaper-download'

/** Loaded on first use by the download form (src/client/site/forms/lazy-validation.ts). */
export const downloadResolver = zodResolver(whitepaperDownloadSchema)
