import { useRouterState } from '@tanstack/react-router'
import { type ComponentProps, lazy, Suspense, use } from 'react'
import { loadArticleText, type Renderer } from './article-text-loader'
import type { WhitepaperForm } from './markdown-content'

// A 'Download the whitepaper' card's form: the whitepaper page's own. On a served page the card is
// kept as served and its form posts to the whitepaper's page without any code; only a text
// rendered by the app (after a navigation) loads it.
const DownloadForm = lazy(() =>
  import('@/site/whitepapers/download-form').then((module) => ({
    default: module.DownloadForm,
  })),
)
const whitepaperForm: WhitepaperForm = ({ id, title }) => (
  <Suspense fallback={null}>
    <DownloadForm whitepaperId={id} title={title} />
  </Suspense>
)

/** Markdown content on a detail page, rendered with the renderer its route loaded (article-text-loader.ts). */
export function ArticleText(
  props: Omit<ComponentProps<Renderer['MarkdownContent']>, 'page' | 'whitepaperForm'>,
) {
  const { MarkdownContent } = use(loadArticleText())
  const page = useRouterState({ select: (state) => state.location.pathname })
  return <MarkdownContent {...props} page={page} whitepaperForm={whitepaperForm} />
}
