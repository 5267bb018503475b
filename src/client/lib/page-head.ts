import type { HeadTag } from '@shared/app-render'
import type { Feed } from '@shared/feeds'
import { isImageAddress } from '@shared/image-address'
import { imageVariantAddress, SOCIAL_IMAGE, uploadedImageKey } from '@shared/image-variants'
import { notFoundMessages } from '@shared/not-found-messages'
import { normalizePath } from '@shared/routes'
import { COMPANY_NAME } from '@shared/site-config'
import { type Crumb, siteSections } from './site-sections'

/** The site's card, made at the social size (1200×630) like an upload's social variant. */
const DEFAULT_OG_IMAGE = '/images/seed/og-default.jpg'

/** What a page says about itself; every route's head() turns one into the page's head tags. */
export interface PageHeadData {
  title: string
  description: string
  /** A path or absolute URL of the preview image; the site's default when absent. */
  image?: string | null
  /** What the preview image shows; the site's card is named for the site. */
  imageAlt?: string
  type?: 'website' | 'article'
  noindex?: boolean
  /** The part of the query that is the page's own address (a listing's `?page=2`); any other query is not. */
  canonicalQuery?: string
  /** Where the page sits under Home (its BreadcrumbList): the pages above it, then its own name. */
  breadcrumb?: { name: string; parents?: readonly Crumb[] }
  /** The feed a reader can follow from here (a listing and its articles announce their type's). */
  feed?: Feed
  /** The schema.org things the page describes, without `@context`; its breadcrumb trail joins them. */
  jsonLd?: Record<string, unknown>[]
}

/** A page's title in the browser tab and search results: its own name, then the company's. */
export const pageTitle = (title: string) => `${title} | ${COMPANY_NAME}`

/**
 * The head of a page whose copy has a title and a description, named by that title in its
 * breadcrumb trail, under `parents` (a service page under Services).
 */
export const copyHead = (
  copy: { title: string; description: string },
  parents?: readonly Crumb[],
): PageHeadData => ({
  title: pageTitle(copy.title),
  description: copy.description,
  breadcrumb: { name: copy.title, parents },
})

/** The head of a page that does not exist (unknown path, unpublished or missing item). */
const notFoundHead = (heading: string): PageHeadData => ({
  title: pageTitle(heading),
  description: heading,
  noindex: true,
})

/**
 * `path` against the site's origin; stored data may hold any string, and a value that is not a
 * URL yields undefined rather than failing the page.
 */
export function absoluteUrl(siteUrl: string, path: string): string | undefined {
  try {
    return new URL(path, siteUrl).toString()
  } catch {
    return undefined
  }
}

/**
 * The preview image as an absolute URL: an upload's social-card variant, another image address
 * as it is, else the site's default.
 */
export function previewImageUrl(siteUrl: string, image: string | null | undefined): string | undefined {
  if (!isImageAddress(image)) return absoluteUrl(siteUrl, DEFAULT_OG_IMAGE)
  const address = uploadedImageKey(image) ? imageVariantAddress(image, 'social') : image
  return absoluteUrl(siteUrl, address) || absoluteUrl(siteUrl, DEFAULT_OG_IMAGE)
}

/** Whether the preview image is known to be 1200×630: an upload's social variant or the default. */
const socialSized = (image: string | null | undefined) =>
  !isImageAddress(image) || uploadedImageKey(image) !== null

interface RouteHeadInput {
  match: { pathname: string; context: { siteConfig: { siteUrl: string; defaultSocialImage?: string } } }
  loaderData?: { head?: PageHeadData } | undefined
}

/**
 * A route's head() (TanStack Router's `meta` and `links`): title, description, canonical, Open
 * Graph and Twitter tags, robots and JSON-LD, from the `head` its loader returned, or the
 * not-found head headed `missing` when the loader found nothing.
 */
export function routeHead({ match, loaderData }: RouteHeadInput, missing: string = notFoundMessages.page) {
  const data = loaderData?.head ?? notFoundHead(missing)
  const { siteUrl, defaultSocialImage } = match.context.siteConfig
  // A page without an image of its own shows the one Site settings name, else the built-in card.
  const ownImage = isImageAddress(data.image) ? data.image : defaultSocialImage || null
  const path = normalizePath(match.pathname)
  // A page that is not there has no canonical address.
  const canonical = loaderData?.head && absoluteUrl(siteUrl, `${path}${data.canonicalQuery ?? ''}`)
  const described = [
    ...(data.jsonLd ?? []),
    ...(canonical && data.breadcrumb ? [breadcrumbListJsonLd(siteUrl, path, data.breadcrumb)] : []),
  ]
  const image = previewImageUrl(siteUrl, ownImage) ?? siteUrl
  // The site's card stands in for an image that is missing or unusable, and is named for the site.
  const imageAlt =
    (isImageAddress(data.image) && image !== absoluteUrl(siteUrl, DEFAULT_OG_IMAGE) && data.imageAlt) ||
    COMPANY_NAME
  const meta = [
    { title: data.title },
    { name: 'description', content: data.description },
    ...(data.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: data.type ?? 'website' },
    { property: 'og:site_name', content: COMPANY_NAME },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    ...(socialSized(ownImage)
      ? [
          { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
          { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: data.title },
    { name: 'twitter:description', content: data.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  return {
    meta,
    links: [
      ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
      ...(data.feed
        ? [{ rel: 'alternate', type: 'application/atom+xml', title: data.feed.title, href: data.feed.path }]
        : []),
    ],
    scripts: described.length
      ? [{ type: 'application/ld+json', children: JSON.stringify(jsonLdDocument(described)) }]
      : [],
  }
}

/** Home, the pages above, then the page itself at `path`, each with its absolute URL. */
function breadcrumbListJsonLd(
  siteUrl: string,
  path: string,
  { name, parents = [] }: NonNullable<PageHeadData['breadcrumb']>,
) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [siteSections.home, ...parents, { name, path }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

/** One JSON-LD document per page: the thing it describes, or a graph of several under one context. */
function jsonLdDocument(described: Record<string, unknown>[]) {
  const context = 'https://schema.org'
  return described.length === 1
    ? { '@context': context, ...described[0] }
    : { '@context': context, '@graph': described }
}

interface MatchHead {
  meta?: unknown
  links?: unknown
  headScripts?: unknown
}

/**
 * The head tags of the deepest route that defines any: a page's head() describes the whole
 * page, and the root's only speaks for a path no route matches.
 */
export function collectHeadTags(matches: readonly MatchHead[]): HeadTag[] {
  const owner = matches.findLast((match) => Array.isArray(match.meta) && match.meta.length > 0)
  if (!owner) return []
  const tags: HeadTag[] = []
  for (const { title, ...attrs } of owner.meta as Record<string, string>[]) {
    tags.push(title === undefined ? { tag: 'meta', attrs } : { tag: 'title', attrs: {}, children: title })
  }
  for (const attrs of (owner.links ?? []) as Record<string, string>[]) tags.push({ tag: 'link', attrs })
  for (const { children, ...attrs } of (owner.headScripts ?? []) as Record<string, string>[]) {
    tags.push({ tag: 'script', attrs, children })
  }
  return tags
}
