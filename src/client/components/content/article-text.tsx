import { type ComponentProps, use } from 'react'

// The Markdown renderer (with marked) for the text of a detail page. On a served page that text
// is kept as served (layout/static-part.tsx), so the renderer is not needed to adopt it and does
// not load then (lib/served-page-load.ts). A client-side navigation's loader, or its preload on
// hover, loads it beside the item, in a task of its own rather than with the route's code, so it
// is there when the page renders a text.
type Renderer = typeof import('./markdown-content')

let renderer: Renderer | undefined
let loading: Promise<Renderer> | undefined

/** Loads the renderer once; detail routes' loaders wait for it (lib/content-routes.ts). */
export function loadArticleText(): Promise<Renderer> {
  loading ??= import('./markdown-content').then((module) => {
    renderer = module
    return module
  })
  return loading
}

/** Markdown content on a detail page, rendered with the renderer its route loaded. */
export function ArticleText(props: ComponentProps<Renderer['MarkdownContent']>) {
  const { MarkdownContent } = renderer ?? use(loadArticleText())
  return <MarkdownContent {...props} />
}
