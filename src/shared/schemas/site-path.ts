import { z } from './zod'

/**
 * A page of this site, as a visitor names the one they came from (the page an enquiry was sent
 * from, the landing page of a visit). Staff open it from the Enquiries list and read it in the CSV
 * and the Zoho lead, so it must never lead to another site: `//host/…` is another site to every
 * browser, and so is `/\host/…` (browsers read `\` as `/`) or `/<tab>/host/…` (they drop tabs and
 * line breaks); a scheme (`https:`, `javascript:`) cannot follow a leading `/`.
 */
const SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u

export const isSitePath = (value: string): boolean => SITE_PATH.test(value)

/** The longest address the site serves (a page and its campaign parameters). */
const SITE_PATH_MAX = 2048

export const sitePathSchema = z.string().trim().max(SITE_PATH_MAX).refine(isSitePath)
