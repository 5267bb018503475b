import type { PageDocument } from '@shared/schemas/page-blocks'
import { useDeferredValue, useId } from 'react'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { pageEditorText as text } from './page-editor-text'

/**
 * The page as visitors will see it, rendered by the public pages' own renderers from the last
 * document without problems. A picture of the page, not a part of the form: it is inert, so its
 * links cannot take the editor away from unsaved work and its landmarks stay out of the staff page.
 */
export function BlocksPreview({
  document,
  outdated,
}: {
  document: PageDocument | undefined
  outdated: boolean
}) {
  // Typing stays quick on a long page: the preview follows when React has time.
  const shown = useDeferredValue(document)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium text-sm">
        {text.preview}
      </h3>
      <p className="text-muted-foreground text-sm">{text.previewNote}</p>
      {outdated && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {shown ? text.previewOutdated : text.previewEmpty}
        </p>
      )}
      {shown && (
        <div inert className="site-colors overflow-hidden rounded-lg border bg-background">
          <PageBlocks document={shown} />
        </div>
      )}
    </section>
  )
}
