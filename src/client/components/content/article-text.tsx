import { useRouterState } from '@tanstack/react-router'
import { type ComponentProps, lazy, Suspense, use } from 'react'
import type { WhitepaperForm } from './markdown-content'

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

// A 'Download the whitepaper' card's form: the whitepaper page's own. On a served page the card is
// kept as served and its form posts to the whitepaper's page without any code; only a text
// rendered by the app (after a navigation) loads it.
const DownloadForm = lazy(() =>
  import('@/features/whitepapers/components/download-form').then((module) => ({
    default: module.DownloadForm,
  })),
)
const whitepaperForm: WhitepaperForm = ({ id, title }) => (
  <Suspense fallback={null}>
    <DownloadForm whitepaperId={id} title={title} />
  </Suspense>
)

/** Markdown content on a detail page, rendered with the renderer its route loaded. */
export function ArticleText(
  props: Omit<ComponentProps<Renderer['MarkdownContent']>, 'page' | 'whitepaperForm'>,
) {
  const { MarkdownContent } = renderer ?? use(loadArticleText())
  const page = useRouterState({ select: (state) => state.location.pathname })
  return <MarkdownContent {...props} page={page} whitepaperForm={whitepaperForm} />
}
