import { findPageMeta } from '../../client/ssr/marketing-content/page-meta'
import { notFoundMessages } from '../../shared/messages'
import type { PageSeed } from '../../shared/page-seed'
import { ADMIN_PATH, CASE_STUDY_PATH_PATTERN, normalizePath, POV_PATH_PATTERN } from '../../shared/routes'
import { COMPANY_LOCATION, COMPANY_NAME, TAGLINE } from '../../shared/site-config'
import type { CaseStudy, Pov } from '../../shared/types'
import type { Db } from '../db/client'
import { getCaseStudy } from '../services/case-studies'
import { getPov } from '../services/povs'
import { type CrawlerContent, paragraphs } from './crawler-body'
import { DEFAULT_OG_IMAGE, type HeadTags } from './head-tags'
import { caseStudiesSeed, insightsSeed } from './list-seeds'

export interface PageDocument {
  status: 200 | 404
  head: HeadTags
  body: CrawlerContent
  /** A published item, handed to the app so that it starts with the data (see PageSeed). */
  seed?: PageSeed
}

interface Site {
  siteUrl: string
  companyEmail: string
  companyPhone: string
}

const absolute = (site: Site, path: string) => new URL(path, site.siteUrl).toString()

function organization(site: Site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY_NAME,
    slogan: TAGLINE,
    url: absolute(site, '/'),
    logo: absolute(site, '/favicon.svg'),
    email: site.companyEmail,
    telephone: site.companyPhone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: COMPANY_LOCATION.split(', ')[0],
      addressRegion: COMPANY_LOCATION.split(', ')[1],
      addressCountry: 'US',
    },
  }
}

function article(site: Site, path: string, item: Pov | CaseStudy, author: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.description,
    image: absolute(site, item.featuredImage ?? DEFAULT_OG_IMAGE),
    datePublished: 'publishedDate' in item ? item.publishedDate : item.createdAt,
    dateModified: item.updatedAt,
    author: { '@type': author === COMPANY_NAME ? 'Organization' : 'Person', name: author },
    publisher: { '@type': 'Organization', name: COMPANY_NAME },
    mainEntityOfPage: absolute(site, path),
  }
}

function notFound(site: Site, path: string, heading: string): PageDocument {
  return {
    status: 404,
    head: {
      title: `${heading} | ${COMPANY_NAME}`,
      description: heading,
      canonical: absolute(site, path),
      image: absolute(site, DEFAULT_OG_IMAGE),
      type: 'website',
      noindex: true,
    },
    body: { heading, lead: [], sections: [] },
  }
}

function itemDocument(
  site: Site,
  path: string,
  item: Pov | CaseStudy,
  author: string,
  text: CrawlerContent['sections'],
): PageDocument {
  return {
    status: 200,
    head: {
      title: `${item.title} | ${COMPANY_NAME}`,
      description: item.description,
      canonical: absolute(site, path),
      image: absolute(site, item.featuredImage ?? DEFAULT_OG_IMAGE),
      type: 'article',
      jsonLd: article(site, path, item, author),
    },
    body: { heading: item.title, lead: [item.description], sections: text },
  }
}

/**
 * A list page is whole without its embedded data: if reading it fails, the page is served
 * without, and the app fetches the lists itself (and shows their error state if that fails too).
 */
async function optionalSeed(seed: Promise<PageSeed>): Promise<{ seed?: PageSeed }> {
  try {
    return { seed: await seed }
  } catch (error) {
    console.error('page seed failed', error)
    return {}
  }
}

/**
 * What the HTML for `pathname` must say before any JavaScript runs: head tags, the main heading
 * and text, and the status. Detail pages read the published item from D1.
 */
export async function resolvePageDocument(db: Db, site: Site, pathname: string): Promise<PageDocument> {
  const path = normalizePath(pathname)
  const meta = findPageMeta(path)
  if (meta) {
    return {
      status: 200,
      head: {
        title: meta.title,
        description: meta.description,
        canonical: absolute(site, path),
        image: absolute(site, DEFAULT_OG_IMAGE),
        type: 'website',
        noindex: path === ADMIN_PATH,
        ...(path === '/' ? { jsonLd: organization(site) } : {}),
      },
      body: meta,
      ...(path === '/insights' ? await optionalSeed(insightsSeed(db)) : {}),
      ...(path === '/case-studies' ? await optionalSeed(caseStudiesSeed(db)) : {}),
    }
  }

  const povId = POV_PATH_PATTERN.exec(path)?.[1]
  if (povId) {
    const pov = await getPov(db, Number(povId), { includeUnpublished: false })
    if (!pov) return notFound(site, path, notFoundMessages.pov)
    return {
      ...itemDocument(site, path, pov, pov.author, [{ text: paragraphs(pov.content) }]),
      seed: { path, pov },
    }
  }

  const caseStudyId = CASE_STUDY_PATH_PATTERN.exec(path)?.[1]
  if (caseStudyId) {
    const study = await getCaseStudy(db, Number(caseStudyId), { includeUnpublished: false })
    if (!study) return notFound(site, path, notFoundMessages.caseStudy)
    return {
      ...itemDocument(site, path, study, COMPANY_NAME, [
        { heading: 'The Challenge', text: paragraphs(study.challenge) },
        { heading: 'Our Solution', text: paragraphs(study.solution) },
        { heading: 'Results Achieved', text: paragraphs(study.results) },
      ]),
      seed: { path, caseStudy: study },
    }
  }

  return notFound(site, path, notFoundMessages.page)
}
