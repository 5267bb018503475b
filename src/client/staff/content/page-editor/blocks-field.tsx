import { placeholderCopyIn } from '@shared/page-placeholders'
import type { PageDocument } from '@shared/schemas/page-blocks'
import { sharedBlockText as sharedText } from '@shared/shared-block-messages'
import { lazy, Suspense, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { PreviewColumn } from '@/staff/content/editor/preview-column'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { Textarea } from '@/ui/textarea'
import { AddBlock } from './add-block'
import { BlockCard } from './block-card'
import { blockCount, blockFormOf } from './block-form-fields'
import { checkDocument, isWithin, placedPaths, serverIssues } from './block-issues'
import {
  blockName,
  type DraftBlock,
  type DraftDocument,
  moved,
  type Path,
  pathKey,
  readDocument,
  without,
  withValueAt,
} from './draft-document'
import { actionOf, byPathKey, EditorContext, firstControlOf, firstOf } from './editor-context'
import { newBlock, starterDocumentText } from './new-blocks'
import { pageEditorText as text } from './page-editor-text'
import { AddSharedBlock } from './shared-block-parts'
import { useFocusAfterRender } from './use-focus-after-render'
import { usePreviewPlace } from './use-preview-place'

// A page's blocks in the staff form: the field's value is the document as JSON
// text (shared/content/types/page.ts), edited block by block and written back whole with every change.

// The page as visitors see it, with every block renderer: loaded when the preview first shows.
const BlocksPreview = lazy(() =>
  import('./blocks-preview').then((module) => ({ default: module.BlocksPreview })),
)

interface BlocksFieldProps {
  label: string
  /** The document as JSON text. */
  value: string
  onChange: (value: string) => void
  /** The form's error of the field, with the server's messages about the blocks nested under it. */
  error?: unknown
  /** react-hook-form's ref of the field: a refused save focuses the first problem through it. */
  focusRef?: (instance: { focus: () => void } | null) => void
  /** One block, open, that stays one (a shared block's form): nothing to add. */
  single?: boolean
}

export function BlocksField(props: BlocksFieldProps) {
  const document = useMemo(() => readDocument(props.value), [props.value])
  if (!document) return <UnreadableBlocks {...props} />
  return <BlocksEditor {...props} document={document} />
}

/** Text that is no document of blocks: shown as it is, with a way to start again rather than a crash. */
function UnreadableBlocks({ label, value, onChange, focusRef }: BlocksFieldProps) {
  const id = useId()
  return (
    <fieldset className="grid gap-3 rounded-lg border border-destructive p-4">
      <legend className="px-1 font-medium text-sm">{label}</legend>
      <p role="alert" className="text-destructive text-sm">
        {text.unreadable}
      </p>
      <Label htmlFor={id}>{text.unreadableText}</Label>
      <Textarea id={id} readOnly rows={4} value={value} />
      <Button
        type="button"
        ref={focusRef}
        variant="outline"
        className="justify-self-start"
        onClick={() => onChange(starterDocumentText())}
      >
        {text.resetToHero}
      </Button>
    </fieldset>
  )
}

let keysMade = 0
/** A key for a block card that stays with the block as it moves, whatever its id becomes. */
const newKey = () => {
  keysMade += 1
  return `block-${keysMade}`
}

function BlocksEditor({
  label,
  document,
  onChange,
  error,
  focusRef,
  single = false,
}: BlocksFieldProps & { document: DraftDocument }) {
  const { blocks } = document
  const root = useRef<HTMLFieldSetElement>(null)
  const focusAfterRender = useFocusAfterRender(root)
  const [announcement, setAnnouncement] = useState('')
  const preview = usePreviewPlace(useContext(PreviewColumn))
  const previewId = useId()
  const previewToggle = useRef<HTMLButtonElement>(null)

  // The cards' keys, moved with their blocks; a document replaced from outside (a restored draft)
  // of another length gets keys for its new blocks.
  const [keys, setKeys] = useState(() => blocks.map(newKey))
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(single ? keys : []))
  if (keys.length !== blocks.length)
    setKeys([...keys.slice(0, blocks.length), ...blocks.slice(keys.length).map(newKey)])

  const checked = useMemo(() => checkDocument(document), [document])
  const fromServer = useMemo(() => serverIssues(error), [error])
  const issueAt = (key: string) => checked.issues.get(key) ?? fromServer.get(key)
  const issueKeys = [...new Set([...checked.issues.keys(), ...fromServer.keys()])]

  // The preview keeps the last document without problems while the one being typed has some.
  const [lastValid, setLastValid] = useState<PageDocument | undefined>(checked.valid)
  if (checked.valid && checked.valid !== lastValid) setLastValid(checked.valid)

  const write = (next: DraftDocument) => onChange(JSON.stringify(next))
  const ownerOf = (index: number) => keys[index] ?? `block-at-${index}`

  const move = (from: number, to: number) => {
    const name = blockName(blocks[from] as DraftBlock)
    write({ ...document, blocks: moved(blocks, from, to) })
    setKeys(moved(keys, from, to))
    setAnnouncement(text.moved(name, to + 1, blocks.length))
    const owner = ownerOf(from)
    const direction = to < from ? 'up' : 'down'
    focusAfterRender(
      firstOf(
        actionOf(owner, direction),
        actionOf(owner, direction === 'up' ? 'down' : 'up'),
        actionOf(owner, 'toggle'),
      ),
    )
  }
  const remove = (index: number) => {
    write({ ...document, blocks: without(blocks, index) })
    setKeys(without(keys, index))
    setAnnouncement(text.removed(blockName(blocks[index] as DraftBlock)))
    focusAfterRender(firstOf(actionOf(ownerOf(index + 1), 'toggle'), actionOf(ownerOf(index - 1), 'toggle')))
  }
  const add = (type: Parameters<typeof newBlock>[0]) => {
    const block = newBlock(type, new Set(blocks.map((each) => each.id)))
    const key = newKey()
    write({ ...document, blocks: [...blocks, block] })
    setKeys([...keys, key])
    setOpen(new Set([...open, key]))
    setAnnouncement(text.blockAdded(blockName(block)))
    focusAfterRender(firstControlOf(key))
  }
  const addShared = (sharedId: number, name: string) => {
    const taken = new Set(blocks.map((each) => each.id))
    let id = `shared-${sharedId}`
    for (let number = 2; taken.has(id); number += 1) id = `shared-${sharedId}-${number}`
    write({ ...document, blocks: [...blocks, { id, type: 'shared', sharedId }] })
    setKeys([...keys, newKey()])
    setAnnouncement(sharedText.sharedAdded(name))
  }
  const toggle = (key: string) => {
    const next = new Set(open)
    if (!next.delete(key)) next.add(key)
    setOpen(next)
  }

  // A refused save focuses the first problem, opening its block.
  const focusFirstProblem = () => {
    const index = blocks.findIndex((_, each) => issueKeys.some((key) => isWithin(key, `blocks.${each}`)))
    const key = keys[index]
    if (index < 0 || !key) return root.current?.focus()
    setOpen(new Set([...open, key]))
    const first = issueKeys.find((each) => isWithin(each, `blocks.${index}`)) ?? ''
    focusAfterRender(firstOf(byPathKey(first), firstControlOf(key), actionOf(key, 'toggle')))
  }
  useEffect(() => focusRef?.({ focus: focusFirstProblem }))

  // Messages no field shows: about the page as a whole, or about a block that has no form.
  const placed = new Set(
    blocks.flatMap((block, index) => {
      const form = blockFormOf(block.type)
      return form ? placedPaths(form, block, ['blocks', index]) : []
    }),
  )
  const pageIssues = issueKeys.filter((key) => !blocks.some((_, index) => isWithin(key, `blocks.${index}`)))
  const placeholders = blocks.map(placeholderCopyIn)
  const blockIssues = (index: number) =>
    issueKeys.filter((key) => isWithin(key, `blocks.${index}`) && !placed.has(key))

  const editor = {
    edit: (path: Path, value: unknown) => write(withValueAt(document, path, value) as DraftDocument),
    issueAt: (path: Path) => issueAt(pathKey(path)),
    announce: setAnnouncement,
    focusAfterRender,
  }

  // The toggle moves between the blocks and the column beside the form: focus follows it.
  const togglePreview = () => {
    preview.toggle()
    focusAfterRender(() => previewToggle.current)
  }
  const previewArea = (
    <div className={preview.beside ? 'grid grid-cols-1 gap-3 pb-6' : 'grid grid-cols-1 gap-3'}>
      <Button
        ref={previewToggle}
        type="button"
        variant="outline"
        className={preview.beside ? 'sticky top-0 z-10 justify-self-end' : 'justify-self-start'}
        aria-expanded={preview.shown}
        aria-controls={preview.shown ? previewId : undefined}
        onClick={togglePreview}
      >
        {preview.shown ? text.hidePreview : text.showPreview}
      </Button>
      {preview.shown && (
        <div id={previewId}>
          <Suspense fallback={<p className="text-sm">{text.previewLoading}</p>}>
            <BlocksPreview document={lastValid} outdated={!checked.valid} />
          </Suspense>
        </div>
      )}
    </div>
  )

  return (
    <EditorContext value={editor}>
      {/* As wide as the form, not as its widest line (a fieldset's own minimum, and a grid's auto column):
          on a phone the cards' titles are cut short and the preview's page fits, rather than the form widening. */}
      <fieldset ref={root} tabIndex={-1} className="grid min-w-0 grid-cols-1 gap-4 outline-none">
        <legend className="mb-1 font-medium text-sm">{label}</legend>
        <p className="text-muted-foreground text-sm">{text.hint}</p>
        {pageIssues.length > 0 && (
          <div className="rounded-md border border-destructive p-3">
            <p className="font-medium text-sm">{text.problemsHeading}</p>
            <ul className="list-disc pl-5 text-destructive text-sm">
              {pageIssues.map((key) => (
                <li key={key}>{issueAt(key)}</li>
              ))}
            </ul>
          </div>
        )}
        {placeholders.some((found) => found.length > 0) && (
          <div className="rounded-md border border-amber-400 p-3 text-sm">
            <p className="font-medium">{text.placeholderHeading}</p>
            <p>{text.placeholderNote}</p>
            <ul className="list-disc pl-5">
              {blocks.map(
                (block, index) =>
                  (placeholders[index]?.length ?? 0) > 0 && (
                    <li key={ownerOf(index)}>
                      {text.placeholderIn(blockName(block), placeholders[index] ?? [])}
                    </li>
                  ),
              )}
            </ul>
          </div>
        )}
        <ol className="grid grid-cols-1 gap-3">
          {blocks.map((block, index) => {
            const owner = ownerOf(index)
            return (
              <BlockCard
                key={owner}
                owner={owner}
                block={block}
                index={index}
                total={blocks.length}
                open={open.has(owner)}
                problems={issueKeys.filter((key) => isWithin(key, `blocks.${index}`)).length}
                placeholders={placeholders[index]?.length ?? 0}
                otherIssues={blockIssues(index).flatMap((key) => issueAt(key) ?? [])}
                onToggle={() => toggle(owner)}
                onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1)}
                onRemove={() => remove(index)}
                single={single}
              />
            )
          })}
        </ol>
        {!single && (
          <>
            <AddBlock full={blocks.length >= blockCount.max} onAdd={add} />
            <AddSharedBlock full={blocks.length >= blockCount.max} onAdd={addShared} />
          </>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* Beside the form, in a column that stays in view as the blocks scroll. */}
        {preview.beside && preview.shown ? createPortal(previewArea, preview.beside) : previewArea}
      </fieldset>
    </EditorContext>
  )
}
