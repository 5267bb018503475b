import { useRouterState } from '@tanstack/react-router'
import { type ComponentProps, use } from 'react'
import { loadArticleText, type Renderer } from './article-text-loader'
import { WhitepaperFormContext } from './whitepaper-form'

/**
 * Markdown content on a detail page, rendered with the renderer its route loaded
 * (article-text-loader.ts), its whitepaper cards with the form the page gives (whitepaper-form.ts).
 */
export function ArticleText(
  props: Omit<ComponentProps<Renderer['MarkdownContent']>, 'page' | 'whitepaperForm'>,
) {
  const { MarkdownContent } = use(loadArticleText())
  const page = useRouterState({ select: (state) => state.location.pathname })
  return <MarkdownContent {...props} page={page} whitepaperForm={use(WhitepaperFormContext)} />
}
