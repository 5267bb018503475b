import { loadOnce } from '@/lib/load-once'

/**
 * The contact form's block, with the form's code: only a page that has one loads it (its loader
 * starts it for a client-side navigation), so no other page's first load grows by it.
 */
export const loadFormBlock = loadOnce(() => import('./form-block'))
