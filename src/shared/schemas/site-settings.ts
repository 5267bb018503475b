import { siteSettingsMessages as text } from '../site-settings-messages'
import { imageUrlOrEmpty, optionalText, requiredText } from './fields'
import { lineText } from './plain-text'
import { z } from './zod'

// The company details staff edit once for the whole site (site document `settings`): one schema for
// the Site settings form, the API and every page render, which checks what is stored against it.

const email = (label: string) =>
  lineText()
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(text.invalidEmail))

// A page a visitor is sent to from every footer: https only, or none.
const profileUrl = lineText()
  .trim()
  .max(2048)
  .refine((value) => value === '' || (/^https:\/\/\S+$/i.test(value) && URL.canParse(value)), text.profileUrl)

export const siteSettings = z.object({
  companyName: requiredText(text.companyName, 100),
  companyEmail: email(text.companyEmail),
  companyPhone: requiredText(text.companyPhone, 40),
  legalEmail: email(text.legalEmail),
  privacyEmail: email(text.privacyEmail),
  address: z.object({
    street: optionalText(text.street, 200),
    city: requiredText(text.city, 100),
    region: optionalText(text.region, 100),
    postalCode: optionalText(text.postalCode, 20),
    country: requiredText(text.country, 100),
  }),
  socialProfiles: z.object({ linkedin: profileUrl, x: profileUrl, github: profileUrl }),
  defaultSocialImage: imageUrlOrEmpty,
  chatWidget: z.boolean(),
})
export type SiteSettings = z.infer<typeof siteSettings>

/**
 * `PUT /api/admin/site-settings`: the settings, with the version the form was opened at (0: none
 * saved yet), flat as the form holds them, so a refused field's message names the form's field.
 */
export const siteSettingsInput = siteSettings.extend({ version: z.number().int().nonnegative() })
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>

/** `GET /api/admin/site-settings`: what pages show now, and its version (0: the deploy's defaults). */
export const siteSettingsRecord = z.object({
  settings: siteSettings,
  version: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime().nullable(),
})

/** `GET /api/admin/site-settings/history`: the saved versions, newest first. */
export const siteSettingsHistory = z.object({
  revisions: z.array(
    z.object({
      version: z.number().int().positive(),
      author: z.string(),
      savedAt: z.iso.datetime(),
      /** The settings this version changed from the one before (`address`, `socialProfiles` as a whole). */
      changed: z.array(z.string()),
    }),
  ),
})
