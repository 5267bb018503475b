import type { JobOpening } from '@shared/content/types/job-opening'
import type { SiteConfig } from '@shared/site-config'
import { absoluteUrl, type PageHeadData } from '@/lib/page-head'
import { type ItemPageInput, itemHead, LOGO_PATH } from '@/lib/structured-data'
import { countriesOf } from './job-location-countries'

// A job opening's head and JobPosting JSON-LD, beside structured-data.ts rather than in it: the
// home page reads that module for its own JSON-LD, and need not download this.

/** A job opening as its JobPosting describes it. */
interface JobPostingInput extends ItemPageInput {
  opening: Pick<
    JobOpening,
    | 'id'
    | 'title'
    | 'location'
    | 'workplace'
    | 'employmentType'
    | 'salaryMin'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'applyBy'
    | 'publishAt'
    | 'createdAt'
  >
  /** The full description (summary, text, responsibilities, requirements) as HTML, which Google asks for. */
  descriptionHtml: string
}

/** The head of a job opening's page: its own title, text and image, and its JobPosting JSON-LD. */
export function jobPostingHead(site: SiteConfig, posting: JobPostingInput): PageHeadData {
  return { ...itemHead(posting), jsonLd: [jobPostingJsonLd(site, posting)] }
}

/** Where a remote role's applicants may live: its location's countries, or the location itself when it names none we know. */
function applicantCountries(location: string) {
  const countries = countriesOf(location)
  return countries.length > 0
    ? countries.map((name) => ({ '@type': 'Country', name }))
    : { '@type': 'AdministrativeArea', name: location }
}

/** An on-site or hybrid role's workplace, with its country when the location names one. */
function place(location: string) {
  const [country, ...others] = countriesOf(location)
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: location,
      ...(country && others.length === 0 ? { addressCountry: country } : {}),
    },
  }
}

/**
 * schema.org JobPosting with what Google's job search requires and recommends. An opening takes
 * applications until the end of its apply-by day in UTC (`validThrough`); a remote one names where
 * applicants may live (its location text) instead of a workplace; the salary is yearly, and only
 * there when given.
 */
function jobPostingJsonLd(site: SiteConfig, { opening, descriptionHtml, path }: JobPostingInput) {
  const { salaryMin, salaryMax, salaryCurrency } = opening
  const home = absoluteUrl(site.siteUrl, '/')
  return {
    '@type': 'JobPosting',
    title: opening.title,
    description: descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: site.companyName, value: String(opening.id) },
    datePosted: (opening.publishAt ?? opening.createdAt).slice(0, 10),
    validThrough: `${opening.applyBy}T23:59:59Z`,
    employmentType: opening.employmentType,
    // The page's own form takes the application, with no sign-in or other site on the way.
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      url: home,
      sameAs: home,
      logo: absoluteUrl(site.siteUrl, LOGO_PATH),
    },
    ...(opening.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: applicantCountries(opening.location),
        }
      : { jobLocation: place(opening.location) }),
    ...(salaryCurrency && (salaryMin !== null || salaryMax !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salaryMin !== null ? { minValue: salaryMin } : {}),
              ...(salaryMax !== null ? { maxValue: salaryMax } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    url: absoluteUrl(site.siteUrl, path),
  }
}
