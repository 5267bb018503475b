import { callToActionText } from '@shared/call-to-action-text'
import type { MarkdownLook } from '@shared/content/fields'
import { embedText } from '@shared/embed-messages'
import { imageSrcSet, imageVariantAddress, uploadedImageKey } from '@shared/image-variants'
import { type Embed, embedOf } from '@shared/markdown/embed'
import { type HeadingLevel, headingLevel, LOOK_TOP } from '@shared/markdown/heading-level'
import { linkTarget } from '@shared/markdown/link-target'
import { markdownText } from '@shared/markdown-messages'
import { FROM_PAGE_PARAMETER } from '@shared/page-query'
import type { ContentImages } from '@shared/schemas/media'
import type { CalledWhitepaper, ContentWhitepapers } from '@shared/types'
import { getDefaults, Lexer, type Token, type Tokens } from 'marked'
import type * as React from 'react'
import { useSiteConfig } from '@/lib/site-config'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import { headingLook } from './heading-look'

// Staff content as Markdown (docs/decisions/010). marked only splits the text into
// tokens; this file turns the tokens it knows into React elements, so React escapes every text
// and attribute and no HTML string is ever inserted. Raw HTML, and any token this file does not
// know, is shown as the literal text that was typed.

const LOOK_CLASSES: Record<MarkdownLook, string> = {
  article: 'text-lg leading-relaxed',
  section: '',
}

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4 hover:no-underline'
const ALIGN_CLASSES = { left: 'text-left', center: 'text-center', right: 'text-right' } as const

// Quotes and lists nested deeper than this show their inner text as typed: nobody writes them,
// and stored content, however odd, must never make its page fail.
const MAX_NESTING = 16

/**
 * The tokens of `text`: GitHub-flavoured, a single newline kept as a line break as before. marked
 * recurses once per level of nesting, so thousands of `>` exhaust the stack: such a text is shown
 * as the plain text it is, as all content was before Markdown.
 */
function tokenize(text: string): Token[] {
  try {
    return new Lexer({ ...getDefaults(), gfm: true, breaks: true }).lex(text)
  } catch (error) {
    console.error('content could not be read as Markdown; shown as plain text', error)
    return [{ type: 'plain', raw: text }]
  }
}

interface RenderContext {
  top: HeadingLevel
  siteUrl: string
  /** The uploads the text shows, with their sizes, from the item's answer. */
  images: ContentImages
  /** The whitepapers its calls to action show, from the item's answer. */
  whitepapers: ContentWhitepapers
  /** The path of the page showing the text: its 'Talk to us' names it to /contact. */
  page: string | undefined
  /** A whitepaper's download form, where the page can show one. */
  whitepaperForm: WhitepaperForm | undefined
  /** Quotes and lists around the tokens being rendered. */
  depth: number
}

const nested = (context: RenderContext): RenderContext => ({ ...context, depth: context.depth + 1 })

function SafeLink({
  href,
  context,
  children,
}: {
  href: string
  context: RenderContext
  children: React.ReactNode
}) {
  const target = linkTarget(href, context.siteUrl)
  if (!target) return <>{children}</>
  if (!target.external) {
    return (
      <a href={target.href} className={LINK_CLASS}>
        {children}
      </a>
    )
  }
  return (
    <a href={target.href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {markdownText.opensInNewTab}</span>
    </a>
  )
}

function renderInline(tokens: Token[] | undefined, context: RenderContext): React.ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    const key = index
    switch (token.type) {
      case 'text':
        // A list item's text token holds its own inline tokens.
        return 'tokens' in token && token.tokens ? (
          <span key={key}>{renderInline(token.tokens, context)}</span>
        ) : (
          token.text
        )
      case 'escape':
        return token.text
      case 'br':
        return <br key={key} />
      case 'strong':
        return <strong key={key}>{renderInline(token.tokens, context)}</strong>
      case 'em':
        return <em key={key}>{renderInline(token.tokens, context)}</em>
      case 'del':
        return <del key={key}>{renderInline(token.tokens, context)}</del>
      case 'codespan':
        return (
          <code key={key} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">
            {token.text}
          </code>
        )
      case 'link':
        return (
          <SafeLink key={key} href={token.href} context={context}>
            {renderInline(token.tokens, context)}
          </SafeLink>
        )
      case 'image': {
        // An image inside a sentence is not shown: its alt text links to the image, as a safe link.
        const image = token as Tokens.Image
        return (
          <SafeLink key={key} href={image.href} context={context}>
            {image.text || image.href}
          </SafeLink>
        )
      }
      default:
        // Raw HTML and anything unknown: the typed text, escaped by React.
        return token.raw
    }
  })
}

function Heading({ token, context }: { token: Tokens.Heading; context: RenderContext }) {
  const Tag = `h${headingLevel(token.depth, context.top)}` as const
  // A heading sits closer to the text it introduces than to the text before it.
  return (
    <Tag className={cn('mb-2 pt-2', headingLook(token.depth))}>{renderInline(token.tokens, context)}</Tag>
  )
}

function List({ token, context }: { token: Tokens.List; context: RenderContext }) {
  const items = token.items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the items are the text's own, in its order.
    <li key={index} className="pl-1">
      {item.task && (item.checked ? '☑ ' : '☐ ')}
      {renderBlocks(item.tokens, nested(context), true)}
    </li>
  ))
  const className = cn('space-y-1 pl-6', token.ordered ? 'list-decimal' : 'list-disc')
  if (!token.ordered) return <ul className={className}>{items}</ul>
  const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined
  return (
    <ol className={className} start={start}>
      {items}
    </ol>
  )
}

function Table({ token, context }: { token: Tokens.Table; context: RenderContext }) {
  const align = (index: number) => {
    const value = token.align[index]
    return value ? ALIGN_CLASSES[value] : 'text-left'
  }
  return (
    <table className="w-full border-collapse text-base">
      <thead>
        <tr>
          {token.header.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
            <th key={index} scope="col" className={cn('border-b-2 px-3 py-2 font-semibold', align(index))}>
              {renderInline(cell.tokens, context)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {token.rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
              <td key={index} className={cn('border-b px-3 py-2 align-top', align(index))}>
                {renderInline(cell.tokens, context)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Block tokens; `tight` is a tight list item's body, whose text is not a paragraph. */
function renderBlocks(tokens: Token[], context: RenderContext, tight = false): React.ReactNode[] {
  return tokens.map((token, index) => {
    const key = index
    if (context.depth > MAX_NESTING) return <AsTyped key={key} token={token} />
    switch (token.type) {
      case 'space':
      case 'def':
        return null
      case 'paragraph': {
        const paragraph = token as Tokens.Paragraph
        const embed = embedIn(paragraph, context)
        if (embed) return <EmbedPlaceholder key={key} {...embed} />
        const action = callToActionIn(paragraph, context)
        if (action?.kind === 'talk')
          return <TalkToUs key={key} heading={action.heading} page={context.page} />
        if (action?.kind === 'whitepaper') return <WhitepaperCard key={key} {...action} context={context} />
        const figure = figureOf(paragraph, context)
        return figure ? (
          <Figure key={key} {...figure} />
        ) : (
          <p key={key}>{renderInline(token.tokens, context)}</p>
        )
      }
      case 'text':
        return tight ? (
          <span key={key}>{renderInline(token.tokens ?? [token], context)}</span>
        ) : (
          <p key={key}>{renderInline(token.tokens ?? [token], context)}</p>
        )
      case 'heading':
        return <Heading key={key} token={token as Tokens.Heading} context={context} />
      case 'list':
        return <List key={key} token={token as Tokens.List} context={context} />
      case 'blockquote':
        return (
          <blockquote
            key={key}
            className="space-y-2 border-l-4 border-primary/40 pl-4 text-muted-foreground italic"
          >
            {renderBlocks(token.tokens ?? [], nested(context))}
          </blockquote>
        )
      case 'code':
        return (
          <pre
            key={key}
            className="whitespace-pre-wrap break-words rounded-lg bg-muted p-4 font-mono text-sm leading-normal"
          >
            <code>{token.text}</code>
          </pre>
        )
      case 'table':
        return <Table key={key} token={token as Tokens.Table} context={context} />
      case 'hr':
        return <hr key={key} className="border-border" />
      default:
        // Raw HTML blocks and anything unknown: the typed text, with its line breaks.
        return <AsTyped key={key} token={token} />
    }
  })
}

/** A paragraph's tokens, less the blank text around them. */
const contentOf = (paragraph: Tokens.Paragraph) =>
  paragraph.tokens.filter((token) => !(token.type === 'text' && !token.raw.trim()))

/** An upload with the size the item's answer knows: the only pictures a text may show. */
function uploadIn(href: string, context: RenderContext) {
  const key = uploadedImageKey(href)
  const size = key ? context.images[key] : undefined
  return size ? { href, ...size } : null
}

/**
 * A paragraph that is only a link to a video or post (src/shared/markdown/embed.ts): its title is
 * the link's text, or the alt text of the upload it shows as thumbnail. A thumbnail from anywhere
 * but our uploads is left out, so the page requests nothing from a third party.
 */
function embedIn(paragraph: Tokens.Paragraph, context: RenderContext) {
  const [link, ...rest] = contentOf(paragraph)
  if (!link || rest.length > 0 || link.type !== 'link') return null
  const { href, text, tokens } = link as Tokens.Link
  const embed = embedOf(href)
  if (!embed) return null
  const [picture, ...others] = (tokens ?? []).filter((token) => token.raw.trim())
  const image = picture?.type === 'image' && others.length === 0 ? (picture as Tokens.Image) : null
  const written = (image ? image.text : text).trim()
  const title = written && written !== href ? written : embedText.untitled[embed.provider]
  return { embed, title, thumbnail: image ? uploadIn(image.href, context) : null }
}

const PLAY_ICON_PATH = 'M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z'

/**
 * Click to load: a link to the video (all a page without JavaScript needs), which the page's
 * script (use-embed-players.ts) turns into the provider's player in a sandboxed frame when the
 * visitor asks. The player's address is in `data-embed-player`; the Worker admits its origin to
 * this page's CSP, and only this page's.
 */
function EmbedPlaceholder({
  embed,
  title,
  thumbnail,
}: {
  embed: Embed
  title: string
  thumbnail: { href: string; width: number; height: number } | null
}) {
  return (
    <figure className="grid gap-2" data-embed={embed.provider}>
      <div
        className={cn(
          'relative overflow-hidden rounded-lg bg-slate-900',
          embed.provider === 'linkedin' ? 'h-[36rem]' : 'aspect-video',
        )}
      >
        <a
          href={embed.href}
          data-embed-player={embed.playerSrc}
          data-embed-title={embedText.frameTitle(title, embed.provider)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-primary"
        >
          {thumbnail && (
            <img
              src={imageVariantAddress(thumbnail.href, { width: 960 })}
              srcSet={imageSrcSet(thumbnail.href, thumbnail.width)}
              sizes="(min-width: 896px) 848px, calc(100vw - 48px)"
              alt=""
              width={thumbnail.width}
              height={thumbnail.height}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover opacity-60"
            />
          )}
          <span className="relative flex size-16 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform group-hover:scale-110">
            <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
              <path d={PLAY_ICON_PATH} fill="currentColor" />
            </svg>
          </span>
          <span className="relative text-lg font-semibold [text-shadow:0_1px_3px_rgb(0_0_0/0.8)]">
            {title}
          </span>
          <span className="relative rounded bg-slate-900/70 px-2 py-0.5 text-sm">
            {embedText.action[embed.provider]}
          </span>
        </a>
      </div>
      <figcaption className="text-sm text-muted-foreground">{embedText.notice(embed.provider)}</figcaption>
    </figure>
  )
}

/** Renders a whitepaper's download form (the page's own, with its handlers) inside its card. */
export type WhitepaperForm = (whitepaper: { id: number; title: string }) => React.ReactNode

/**
 * A paragraph that is only a link to /contact ('Talk to us', the link's text its heading), or to a
 * whitepaper visitors may read ('Download the whitepaper'). A link to a draft or deleted whitepaper
 * stays a link, as before.
 */
function callToActionIn(paragraph: Tokens.Paragraph, context: RenderContext) {
  const [link, ...rest] = contentOf(paragraph)
  if (!link || rest.length > 0 || link.type !== 'link') return null
  const { href, text } = link as Tokens.Link
  const address = href.trim()
  if (address === '/contact')
    return { kind: 'talk' as const, heading: text.trim() || callToActionText.talkToUs }
  const id = /^\/whitepapers\/(\d{1,9})$/.exec(address)?.[1]
  const whitepaper = id ? context.whitepapers[id] : undefined
  return id && whitepaper ? { kind: 'whitepaper' as const, id: Number(id), whitepaper } : null
}

function TalkToUs({ heading, page }: { heading: string; page: string | undefined }) {
  const href = page ? `/contact?${new URLSearchParams({ [FROM_PAGE_PARAMETER]: page })}` : '/contact'
  return (
    <aside className="rounded-xl bg-gradient-to-br from-accent to-primary p-8 text-white">
      <p className="text-2xl font-bold tracking-tight">{heading}</p>
      <p className="mt-2 text-base text-sky-100">{callToActionText.talkIntro}</p>
      <a href={href} className={cn('mt-6', buttonVariants({ size: 'lg', variant: 'inverse' }))}>
        {callToActionText.talkToUs}
      </a>
    </aside>
  )
}

function WhitepaperCard({
  id,
  whitepaper,
  context,
}: {
  id: number
  whitepaper: CalledWhitepaper
  context: RenderContext
}) {
  const picture =
    whitepaper.featuredImage && uploadedImageKey(whitepaper.featuredImage) ? whitepaper.featuredImage : null
  return (
    <aside className="grid gap-6 rounded-xl border bg-card p-6 text-base md:grid-cols-2">
      <div className="grid content-start gap-3">
        {picture && (
          <img
            src={imageVariantAddress(picture, { width: 640 })}
            srcSet={imageSrcSet(picture, whitepaper.featuredImageWidth)}
            sizes="(min-width: 896px) 400px, calc(100vw - 96px)"
            alt=""
            width={1200}
            height={675}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full rounded-lg object-cover"
          />
        )}
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          {callToActionText.whitepaper}
        </p>
        <p className="text-xl font-semibold">
          <a href={`/whitepapers/${id}`} className="hover:underline">
            {whitepaper.title}
          </a>
        </p>
        <p className="text-muted-foreground">{whitepaper.description}</p>
      </div>
      {context.whitepaperForm?.({ id, title: whitepaper.title }) ?? (
        <a href={`/whitepapers/${id}`} className={cn('self-end', buttonVariants({ size: 'lg' }))}>
          {callToActionText.downloadWhitepaper}
        </a>
      )}
    </aside>
  )
}

/**
 * A paragraph that is only an uploaded image the item's answer knows the size of: a figure, its
 * Markdown title the caption. Any other image stays a link to it (an image inside a sentence, an
 * address elsewhere, an upload since deleted), as before.
 */
function figureOf(paragraph: Tokens.Paragraph, context: RenderContext) {
  const [image, ...rest] = contentOf(paragraph)
  if (!image || rest.length > 0 || image.type !== 'image') return null
  const { href, text, title } = image as Tokens.Image
  const upload = uploadIn(href, context)
  return upload ? { ...upload, alt: text, caption: title ?? null } : null
}

function Figure({
  href,
  alt,
  caption,
  width,
  height,
}: {
  href: string
  alt: string
  caption: string | null
  width: number
  height: number
}) {
  return (
    <figure className="grid gap-2">
      {/* The upload in all its widths, as ContentImage offers it; this file also renders in the
          Worker's tests, without the DOM types ContentImage's failure handling needs. */}
      <img
        src={imageVariantAddress(href, { width: 960 })}
        srcSet={imageSrcSet(href, width)}
        alt={alt}
        sizes="(min-width: 896px) 848px, calc(100vw - 48px)"
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg"
      />
      {caption && <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>}
    </figure>
  )
}

function AsTyped({ token }: { token: Token }) {
  return <p className="whitespace-pre-line">{token.raw.trim()}</p>
}

/**
 * Staff-written Markdown, rendered the same on the server, on client navigation and in the staff
 * form's preview. `headingTop` overrides the look's first heading level (a section inside a
 * dialog whose sections are h3).
 */
export function MarkdownContent({
  text,
  look,
  headingTop,
  images = {},
  whitepapers = {},
  page,
  whitepaperForm,
  className,
}: {
  text: string
  look: MarkdownLook
  headingTop?: HeadingLevel
  /** The uploads the text shows (the item's `contentImages`): each on a line of its own is a figure. */
  images?: ContentImages
  /** The whitepapers its calls to action show (the item's `contentWhitepapers`). */
  whitepapers?: ContentWhitepapers
  /** The path of the page showing the text, named by its 'Talk to us'. */
  page?: string
  /** The whitepaper download form, on pages that can show one. */
  whitepaperForm?: WhitepaperForm
  className?: string
}) {
  const { siteUrl } = useSiteConfig()
  const context: RenderContext = {
    top: headingTop ?? LOOK_TOP[look],
    siteUrl,
    images,
    whitepapers,
    page,
    whitepaperForm,
    depth: 0,
  }
  return (
    <div className={cn('space-y-[1lh] break-words', LOOK_CLASSES[look], className)}>
      {renderBlocks(tokenize(text), context)}
    </div>
  )
}
