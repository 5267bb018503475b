import { isImageAddress } from '@shared/image-address'
import type { ItemSeo } from '@shared/item-seo'
import { COMPANY_LOCATION, COMPANY_NAME, type SiteConfig, TAGLINE } from '@shared/site-config'
import { absoluteUrl, type PageHeadData, previewImageUrl } from './page-head'

// schema.org descriptions for the pages' JSON-LD.

export function organizationJsonLd(site: SiteConfig) {
  const [locality, region] = COMPANY_LOCATION.split(', ')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY_NAME,
    slogan: TAGLINE,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
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
  title: string
  description: string
  image: string | null
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
    type: 'article',
    jsonLd: articleJsonLd(site, article),
  }
}

/** The image a shared link shows: the item's social image, else its featured image. */
const socialImage = (article: ArticleInput) =>
  isImageAddress(article.seo.socialImage) ? article.seo.socialImage : article.image

function articleJsonLd(site: SiteConfig, article: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': article.schemaType ?? 'Article',
    headline: article.title,
    description: article.seo.metaDescription || article.description,
    image: previewImageUrl(site.siteUrl, socialImage(article)),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': article.author === COMPANY_NAME ? 'Organization' : 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: COMPANY_NAME },
    mainEntityOfPage: absoluteUrl(site.siteUrl, article.path),
  }
}
