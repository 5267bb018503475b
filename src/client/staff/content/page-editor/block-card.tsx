import { useId } from 'react'
import { cn } from '@/lib/utils'
import { MoveButtons } from '@/staff/shared/move-buttons'
import ChevronRight from '~icons/lucide/chevron-right'
import { BlockFields } from './block-fields'
import { blockCount, blockFormOf } from './block-form-fields'
import { blockName, type DraftBlock, typeLabelOf } from './draft-document'
import { blockTypeNotes, pageEditorText as text } from './page-editor-text'
import { PlacedSharedBlock, SaveAsShared } from './shared-block-parts'

/**
 * One block of the page: its type and what it says first, its buttons to move or remove it, and
 * its fields behind a disclosure. A block with problems says how many, open or not.
 */
export function BlockCard({
  owner,
  block,
  index,
  total,
  open,
  problems,
  placeholders,
  otherIssues,
  onToggle,
  onMove,
  onRemove,
  single = false,
}: {
  /** Marks its elements, so that focus can find them after a change. */
  owner: string
  block: DraftBlock
  index: number
  total: number
  open: boolean
  problems: number
  /** Placeholder sentences the block still holds. */
  placeholders: number
  /** Messages about the block that no field of it shows (an unknown type). */
  otherIssues: string[]
  onToggle: () => void
  onMove: (direction: 'up' | 'down') => void
  onRemove: () => void
  /** The only block of a shared block's form, which cannot become another shared block. */
  single?: boolean
}) {
  const panelId = useId()
  const name = blockName(block)
  const type = typeLabelOf(block)
  const summary = name.slice(type.length)
  const form = blockFormOf(block.type)
  const note = Object.hasOwn(blockTypeNotes, String(block.type))
    ? blockTypeNotes[block.type as keyof typeof blockTypeNotes]
    : undefined
  return (
    <li data-item={owner} className="rounded-lg border bg-card">
      <div className="flex items-center gap-2 p-2">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-action={`${owner}:toggle`}
            onClick={onToggle}
            className="flex w-full min-w-0 items-center gap-2 rounded-md p-2 text-left hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
            />
            <span className="truncate">
              <span className="font-semibold">{type}</span>
              <span className="text-muted-foreground">{summary}</span>
            </span>
            {problems > 0 ? (
              <span className="ml-auto shrink-0 text-destructive text-sm">
                <span className="sr-only">, </span>
                {text.problems(problems)}
              </span>
            ) : (
              placeholders > 0 && (
                <span className="ml-auto shrink-0 text-amber-800 text-sm dark:text-amber-300">
                  <span className="sr-only">, </span>
                  {text.placeholderMark}
                </span>
              )
            )}
          </button>
        </h3>
        <MoveButtons
          owner={owner}
          name={name}
          canMoveUp={index > 0}
          canMoveDown={index < total - 1}
          canRemove={total > blockCount.min}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {open && (
        <fieldset id={panelId} className="grid gap-4 border-t p-4">
          <legend className="sr-only">{name}</legend>
          {otherIssues.map((message) => (
            <p key={message} className="text-sm text-destructive">
              {message}
            </p>
          ))}
          {note && <p className="text-sm text-muted-foreground">{note}</p>}
          {block.type === 'shared' ? (
            <PlacedSharedBlock sharedId={block.sharedId} />
          ) : (
            form && (
              <>
                <BlockFields fields={form} value={block} path={['blocks', index]} />
                {!single && <SaveAsShared block={block} path={['blocks', index]} />}
              </>
            )
          )}
        </fieldset>
      )}
    </li>
  )
}
