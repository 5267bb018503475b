import { uploadedImageKey } from '@shared/image-variants'
import { markdownText } from '@shared/markdown-messages'
import type { MarkdownLook } from '@shared/schemas/content-fields'
import type { ContentImages } from '@shared/schemas/media'
import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useId, useState } from 'react'
import { MarkdownContent } from '@/components/content/markdown-content'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { mediaQueryOptions } from '../api/media-queries'

type Mode = 'write' | 'preview'

/**
 * A long Markdown field with 'Write' and 'Preview' tabs. The textarea stays mounted while the
 * preview shows (hidden), so its label, its registration and what was typed stay as they are; the
 * preview is the public page's own renderer with the page's `look`.
 */
export function MarkdownField({
  look,
  describedBy,
  value,
  children,
}: {
  look: MarkdownLook
  /** The field's error message id, when it has one. */
  describedBy: string | undefined
  /** The text typed so far, read when the preview shows. */
  value: () => string
  /** The textarea, given the ids that describe it (the error and the Markdown hint). */
  children: (describedBy: string) => React.ReactNode
}) {
  const [mode, setMode] = useState<Mode>('write')
  const hintId = useId()
  const text = mode === 'preview' ? value() : ''
  // The preview shows uploads as the page will: the library knows their sizes.
  const library = useQuery({ ...mediaQueryOptions(), enabled: mode === 'preview' })
  const images: ContentImages = Object.fromEntries(
    (library.data ?? []).flatMap((item) => {
      const key = uploadedImageKey(item.url)
      return key ? [[key, { width: item.width, height: item.height }]] : []
    }),
  )
  return (
    <Tabs value={mode} onValueChange={(next) => setMode(next as Mode)} className="grid gap-2">
      <TabsList aria-label={markdownText.modes} className="justify-self-start">
        <TabsTrigger value="write">{markdownText.write}</TabsTrigger>
        <TabsTrigger value="preview">{markdownText.preview}</TabsTrigger>
      </TabsList>
      {/* Mounted while hidden, so the textarea keeps its registration and what was typed. */}
      <TabsContent value="write" forceMount hidden={mode !== 'write'} className="mt-0">
        {children([describedBy, hintId].filter(Boolean).join(' '))}
      </TabsContent>
      <TabsContent value="preview" className="mt-0 min-h-24 rounded-md border border-input px-3 py-2">
        {text.trim() ? (
          <MarkdownContent text={text} look={look} images={images} />
        ) : (
          <p className="text-muted-foreground">{markdownText.emptyPreview}</p>
        )}
      </TabsContent>
      <p id={hintId} className="text-sm text-muted-foreground">
        {markdownText.hint}
      </p>
    </Tabs>
  )
}
