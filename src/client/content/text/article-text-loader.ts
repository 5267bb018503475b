import { loadOnce } from '@/lib/load-once'

// The Markdown renderer (with marked) for the text of a detail page. On a served page that text
// is kept as served (ui/static-part.tsx), so the renderer is not needed to adopt it and does
// not load then (lib/served-page-load.ts). A client-side navigation's loader, or its preload on
// hover, loads it beside the item, in a task of its own rather than with the route's code, so it
// is there when the page renders a text. Apart from `ArticleText`, so that the routes' loaders,
// which every page downloads at start-up, carry only this.
export type Renderer = typeof import('./markdown-content')

/** Loads the renderer once; detail routes' loaders wait for it (content/content-routes.ts). */
export const loadArticleText = loadOnce((): Promise<Renderer> => import('./markdown-content'))
