import { isImageAddress } from '@shared/image-address'
import type { ItemSeo } from '@shared/item-seo'
import { COMPANY_LOCATION, COMPANY_NAME, type SiteConfig, TAGLINE } from '@shared/site-config'
import { absoluteUrl, type PageHeadData, previewImageUrl } from './page-head'
import type { Crumb } from './site-sections'

// schema.org descriptions for the pages' JSON-LD.

const LOGO_PATH = '/favicon.svg'

/** The site, searchable through the insights search (`/insights?q=`). */
export function webSiteJsonLd(site: SiteConfig) {
  return {
    '@type': 'WebSite',
    name: COMPANY_NAME,
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

export function organizationJsonLd(site: SiteConfig) {
  const [locality, region] = COMPANY_LOCATION.split(', ')
  return {
    '@type': 'Organization',
    name: COMPANY_NAME,
    slogan: TAGLINE,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, LOGO_PATH),
    email: site.companyEmail,
    telephone: site.companyPhone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'US',
    },
  }
}

interface ArticleInput {
  path: string
  /** The listing the article sits under in its breadcrumb trail. */
  section: Crumb
  title: string
  description: string
  image: string | null
  /** What the featured image shows (imageAlt of the item). */
  imageAlt: string
  datePublished: string
  dateModified: string
  /** A person's name, or the company's when the company is the author. */
  author: string
  /** schema.org type: a whitepaper is a Report (a kind of Article). */
  schemaType?: 'Article' | 'Report'
  /** The item's own search and social settings, each in place of its default when set. */
  seo: ItemSeo
}

/** The head of an article page (a POV, a case study or a whitepaper): its own title, text, image and Article JSON-LD. */
export function articleHead(site: SiteConfig, article: ArticleInput): PageHeadData {
  return {
    title: article.seo.metaTitle || `${article.title} | ${COMPANY_NAME}`,
    description: article.seo.metaDescription || article.description,
    image: socialImage(article),
    imageAlt: socialImageAlt(article),
    type: 'article',
    breadcrumb: { name: article.title, parents: [article.section] },
    jsonLd: [articleJsonLd(site, article)],
  }
}

/** The image a shared link shows: the item's social image, else its featured image. */
const socialImage = (article: ArticleInput) =>
  isImageAddress(article.seo.socialImage) ? article.seo.socialImage : article.image

/**
 * What the shared image shows: the featured image's alt text; a separate social image has no alt
 * of its own, and a decorative one says nothing, so the card is named for the article.
 */
const socialImageAlt = (article: ArticleInput) =>
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
