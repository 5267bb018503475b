import { isImageAddress } from '@shared/image-address'
import type { ItemSeo } from '@shared/item-seo'
import { COMPANY_NAME, type SiteConfig, TAGLINE } from '@shared/site-config'
import { absoluteUrl, type PageHeadData, previewImageUrl } from './page-head'
import type { Crumb } from './site-sections'

// schema.org descriptions for the pages' JSON-LD.

/** The company's logo, as every page's JSON-LD names it. */
export const LOGO_PATH = '/favicon.svg'

/** The site, searchable through the insights search (`/insights?q=`). */
export function webSiteJsonLd(site: SiteConfig) {
  return {
    '@type': 'WebSite',
    name: site.companyName,
    url: absoluteUrl(site.siteUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(site.siteUrl, '/insights')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** The company as Site settings describe it: its contact point, address and profiles. */
export function organizationJsonLd(site: SiteConfig) {
  const { street, city, region, postalCode, country } = site.address
  const sameAs = Object.values(site.socialProfiles).filter(Boolean)
  return {
    '@type': 'Organization',
    name: site.companyName,
    slogan: TAGLINE,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, LOGO_PATH),
    email: site.companyEmail,
    telephone: site.companyPhone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.companyPhone,
      email: site.companyEmail,
    },
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: city,
      ...(region ? { addressRegion: region } : {}),
      ...(postalCode ? { postalCode } : {}),
      addressCountry: country,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** What the head of an item's page is made of. */
export interface ItemPageInput {
  path: string
  /** The listing the item sits under in its breadcrumb trail. */
  section: Crumb
  title: string
  description: string
  image: string | null
  /** What the featured image shows (imageAlt of the item). */
  imageAlt: string
  /** The item's own search and social settings, each in place of its default when set. */
  seo: ItemSeo
}

interface ArticleInput extends ItemPageInput {
  datePublished: string
  dateModified: string
  /** A person's name, or the company's when the company is the author. */
  author: string
  /** schema.org type: a whitepaper is a Report (a kind of Article). */
  schemaType?: 'Article' | 'Report'
}

/** An item's page: its own title, text and image, under its listing. */
export const itemHead = (item: ItemPageInput): PageHeadData => ({
  title: item.seo.metaTitle || `${item.title} | ${COMPANY_NAME}`,
  description: item.seo.metaDescription || item.description,
  image: socialImage(item),
  imageAlt: socialImageAlt(item),
  breadcrumb: { name: item.title, parents: [item.section] },
})

/** The head of an article page (a POV, a case study or a whitepaper): its own title, text, image and Article JSON-LD. */
export function articleHead(site: SiteConfig, article: ArticleInput): PageHeadData {
  return { ...itemHead(article), type: 'article', jsonLd: [articleJsonLd(site, article)] }
}

/** The image a shared link shows: the item's social image, else its featured image. */
const socialImage = (article: ItemPageInput) =>
  isImageAddress(article.seo.socialImage) ? article.seo.socialImage : article.image

/**
 * What the shared image shows: the featured image's alt text; a separate social image has no alt
 * of its own, and a decorative one says nothing, so the card is named for the article.
 */
const socialImageAlt = (article: ItemPageInput) =>
  (isImageAddress(article.seo.socialImage) ? '' : article.imageAlt) || article.title

/** The company as the publisher of its articles and reports. */
const publisherJsonLd = (site: SiteConfig) => ({
  '@type': 'Organization',
  name: COMPANY_NAME,
  url: absoluteUrl(site.siteUrl, '/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, LOGO_PATH) },
})

function articleJsonLd(site: SiteConfig, article: ArticleInput) {
  return {
    '@type': article.schemaType ?? 'Article',
    headline: article.title,
    description: article.seo.metaDescription || article.description,
    image: previewImageUrl(site.siteUrl, socialImage(article)),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': article.author === COMPANY_NAME ? 'Organization' : 'Person', name: article.author },
    publisher: publisherJsonLd(site),
    mainEntityOfPage: absoluteUrl(site.siteUrl, article.path),
  }
}
