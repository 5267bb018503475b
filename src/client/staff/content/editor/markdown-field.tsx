import type { MarkdownLook } from '@shared/content/fields'
import { uploadedImageKey } from '@shared/image-variants'
import { markdownText, richEditorText } from '@shared/markdown-messages'
import type { ContentImages } from '@shared/schemas/media'
import type { ContentWhitepapers } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { MarkdownContent } from '@/content/text/markdown-content'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { publishedWhitepapersQuery } from '@/staff/shared/published-whitepapers'
import type { RichTextEditorHandle } from '@/staff/shared/rich-editor/rich-text-editor'
import { Spinner } from '@/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs'

// The visual editor (Tiptap) is fetched only when a field shows in visual mode: neither the public
// pages nor the staff app's first load carry it.
const RichTextEditor = lazy(() => import('@/staff/shared/rich-editor/rich-text-editor'))

type Mode = 'visual' | 'markdown' | 'preview'

/**
 * A long Markdown field with 'Visual', 'Markdown' and 'Preview' tabs. The textarea is the field's
 * registration and stays mounted (hidden) in the other modes, so what was typed stays as it is; the
 * visual editor writes its Markdown into the field on each edit, and only then. The preview is the
 * public page's own renderer with the page's `look`.
 */
export function MarkdownField({
  look,
  labelId,
  describedBy,
  invalid,
  value,
  onVisualChange,
  subscribe,
  children,
}: {
  look: MarkdownLook
  /** The id of the field's label, which names the visual editor too. */
  labelId: string
  /** The field's error message id, when it has one. */
  describedBy: string | undefined
  invalid: boolean
  /** The text typed so far, read when the preview or the visual editor shows. */
  value: () => string
  /** Sets the field's text from the visual editor. */
  onVisualChange: (markdown: string) => void
  /** Calls back with the field's text whenever it changes. */
  subscribe: (listener: (markdown: string) => void) => () => void
  /** The textarea, given the ids that describe it (the error and the Markdown hint). */
  children: (describedBy: string) => React.ReactNode
}) {
  const [mode, setMode] = useState<Mode>('visual')
  const hintId = useId()
  const editor = useRef<RichTextEditorHandle>(null)
  // The label is the textarea's (`for`), which is hidden in visual mode, and the visual editor, being
  // no form control, cannot be a label's `for`: there, a click on the label puts the caret in the editor.
  useEffect(() => {
    const label = document.getElementById(labelId)
    if (mode !== 'visual' || !label) return
    const focusEditor = (event: MouseEvent) => {
      event.preventDefault()
      editor.current?.focus()
    }
    label.addEventListener('click', focusEditor)
    return () => label.removeEventListener('click', focusEditor)
  }, [labelId, mode])
  const text = mode === 'preview' ? value() : ''
  // The preview shows uploads as the page will: the library knows their sizes.
  const library = useQuery({ ...mediaQueryOptions(), enabled: mode === 'preview' })
  const images: ContentImages = Object.fromEntries(
    (library.data ?? []).flatMap((item) => {
      const key = uploadedImageKey(item.url)
      return key ? [[key, { width: item.width, height: item.height }]] : []
    }),
  )
  // And a 'Download the whitepaper' as its card, for a whitepaper visitors may read.
  const papers = useQuery({
    ...publishedWhitepapersQuery(),
    enabled: mode === 'preview',
  })
  const whitepapers: ContentWhitepapers = Object.fromEntries(
    (papers.data?.items ?? []).map((paper) => [
      String(paper.id),
      { title: paper.title, description: paper.description, featuredImage: paper.featuredImage },
    ]),
  )
  // The Markdown hint is for the textarea only: the visual editor needs no syntax.
  const descriptions = [describedBy, hintId].filter(Boolean).join(' ')
  return (
    <Tabs value={mode} onValueChange={(next) => setMode(next as Mode)} className="grid gap-2">
      <TabsList aria-label={markdownText.modes} className="justify-self-start">
        <TabsTrigger value="visual">{markdownText.visual}</TabsTrigger>
        <TabsTrigger value="markdown">{markdownText.markdown}</TabsTrigger>
        <TabsTrigger value="preview">{markdownText.preview}</TabsTrigger>
      </TabsList>
      <TabsContent value="visual" className="mt-0">
        {/* Mounted anew on each switch to it, from the text as it then is. */}
        <Suspense fallback={<Spinner label={richEditorText.loading} />}>
          <RichTextEditor
            ref={editor}
            markdown={mode === 'visual' ? value() : ''}
            look={look}
            onChange={onVisualChange}
            subscribe={subscribe}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
          />
        </Suspense>
      </TabsContent>
      {/* Mounted while hidden, so the textarea keeps its registration and what was typed. */}
      <TabsContent value="markdown" forceMount hidden={mode !== 'markdown'} className="mt-0">
        {children(descriptions)}
      </TabsContent>
      <TabsContent value="preview" className="mt-0 min-h-24 rounded-md border border-input px-3 py-2">
        {text.trim() ? (
          <MarkdownContent text={text} look={look} images={images} whitepapers={whitepapers} />
        ) : (
          <p className="text-muted-foreground">{markdownText.emptyPreview}</p>
        )}
      </TabsContent>
      <p id={hintId} hidden={mode !== 'markdown'} className="text-sm text-muted-foreground">
        {markdownText.hint}
      </p>
    </Tabs>
  )
}
