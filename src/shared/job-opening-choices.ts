// A job opening's choices and their labels, without the schema: the public careers pages show the
// labels, and importing them from content/types/job-opening.ts would bring zod into those pages' code.

/** How an opening is employed, by schema.org's JobPosting `employmentType` values (what Google reads). */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
} as const

export const WORKPLACES = { on_site: 'On site', hybrid: 'Hybrid', remote: 'Remote' } as const

/** The salary's currency (ISO 4217): where the company hires. */
export const SALARY_CURRENCIES = { EUR: 'EUR', GBP: 'GBP', USD: 'USD', CHF: 'CHF' } as const

export type SalaryCurrency = keyof typeof SALARY_CURRENCIES
