import { type ComponentType, type ReactNode, useId } from 'react'
import { MoveButtons } from '@/staff/shared/move-buttons'
import { Button } from '@/ui/button'
import { UnavailableButton } from '@/ui/unavailable-button'
import Plus from '~icons/lucide/plus'
import { blankOf, type FormField } from './block-form-fields'
import { moved, type Path, pathKey, without } from './draft-document'
import { actionOf, firstControlOf, firstOf, useEditor } from './editor-context'
import type { FieldProps } from './field-props'
import { pageEditorText as text } from './page-editor-text'

// A list of a block (its cards, figures, buttons, steps…): its items in order, each with its fields
// and its buttons to move or remove it, and a button to add one, within the schema's least and
// greatest number. An item's fields are drawn by the controls the block's form gives it (`Field`,
// `Fields`): a list may hold any control, another list's included.

/** The controls a list draws its items with: one field, and an item's fields. */
interface ItemControls {
  Field: ComponentType<FieldProps>
  Fields: ComponentType<{ fields: FormField[]; value: unknown; path: Path }>
}

export function ListField({
  field,
  value,
  path,
  Field,
  Fields,
}: {
  field: Extract<FormField, { kind: 'list' }>
  value: unknown
  path: Path
} & ItemControls) {
  const editor = useEditor()
  const items: unknown[] = Array.isArray(value) ? value : []
  const message = editor.issueAt(path)
  const messageId = useId()
  const owner = pathKey(path)
  const itemOwner = (index: number) => pathKey([...path, index])
  const nameOf = (index: number) => `${field.itemLabel} ${index + 1}`

  const move = (from: number, to: number) => {
    editor.edit(path, moved(items, from, to))
    editor.announce(text.moved(nameOf(from), to + 1, items.length))
    const direction = to < from ? 'up' : 'down'
    const other = direction === 'up' ? 'down' : 'up'
    editor.focusAfterRender(firstOf(actionOf(itemOwner(to), direction), actionOf(itemOwner(to), other)))
  }
  const remove = (index: number) => {
    editor.edit(path, without(items, index))
    editor.announce(text.removed(nameOf(index)))
    editor.focusAfterRender(
      firstOf(
        actionOf(itemOwner(index), 'remove'),
        actionOf(itemOwner(index - 1), 'remove'),
        actionOf(owner, 'add'),
        firstControlOf(owner),
      ),
    )
  }
  const add = () => {
    editor.edit(path, [...items, blankOf(field.item)])
    editor.announce(text.itemAdded(nameOf(items.length)))
    editor.focusAfterRender(firstControlOf(itemOwner(items.length)))
  }

  return (
    <fieldset
      data-item={owner}
      className="grid gap-3 rounded-md border p-3"
      aria-describedby={message ? messageId : undefined}
    >
      <legend className="px-1 font-medium text-sm">{field.label}</legend>
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const itemPath = [...path, index]
            const buttons = (
              <MoveButtons
                owner={itemOwner(index)}
                name={nameOf(index)}
                canMoveUp={index > 0}
                canMoveDown={index < items.length - 1}
                canRemove={items.length > field.min}
                onMove={(to) => move(index, to === 'up' ? index - 1 : index + 1)}
                onRemove={() => remove(index)}
              />
            )
            return (
              // Items have no identity of their own: a move moves their values, and focus with them.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} data-item={itemOwner(index)}>
                {field.item.kind === 'group' ? (
                  <ItemFieldset
                    name={nameOf(index)}
                    buttons={buttons}
                    message={editor.issueAt(itemPath)}
                    fields={field.item.fields}
                    value={item}
                    path={itemPath}
                    Fields={Fields}
                  />
                ) : (
                  <div className="flex items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <Field field={field.item} value={item} path={itemPath} label={nameOf(index)} />
                    </div>
                    {buttons}
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {items.length >= field.max ? (
        <UnavailableButton
          variant="outline"
          size="sm"
          className="justify-self-start"
          data-action={`${owner}:add`}
          reason={text.listFull(field.max, field.itemLabel)}
        >
          <Plus aria-hidden="true" />
          {text.add(field.itemLabel)}
        </UnavailableButton>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          data-action={`${owner}:add`}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {text.add(field.itemLabel)}
        </Button>
      )}
    </fieldset>
  )
}

function ItemFieldset({
  name,
  buttons,
  message,
  fields,
  value,
  path,
  Fields,
}: {
  name: string
  buttons: ReactNode
  message: string | undefined
  fields: FormField[]
  value: unknown
  path: Path
} & Pick<ItemControls, 'Fields'>) {
  const messageId = useId()
  return (
    <fieldset
      className="grid gap-3 rounded-md border bg-muted/40 p-3"
      aria-describedby={message ? messageId : undefined}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden="true" className="font-medium text-sm">
          {name}
        </span>
        {buttons}
      </div>
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
      <Fields fields={fields} value={value} path={path} />
    </fieldset>
  )
}
