import type { PageDocument } from '@shared/schemas/page-blocks'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, useMemo } from 'react'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { sharedBlocksQueryOptions } from '@/staff/content/shared-blocks/shared-block-queries'
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
  const deferred = useDeferredValue(document)
  // Shared blocks show as visitors get them: the block each names, or nothing for one deleted.
  const { data: shared } = useQuery(sharedBlocksQueryOptions())
  const shown = useMemo(
    () =>
      deferred && {
        blocks: deferred.blocks.flatMap((block) => {
          if (block.type !== 'shared') return [block]
          const found = shared?.find((each) => each.id === block.sharedId)
          return found ? [{ ...found.block, id: block.id }] : []
        }),
      },
    [deferred, shared],
  )
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
