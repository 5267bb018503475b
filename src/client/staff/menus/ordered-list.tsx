import { menuMessages as text } from '@shared/menu-messages'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { MoveButtons } from '@/staff/shared/move-buttons'
import { Button } from '@/ui/button'
import Plus from '~icons/lucide/plus'

/**
 * An ordered list of a menu (links, submenu links, columns) as the Pages editor orders blocks:
 * each item with Move up, Move down and Remove naming it, an add button, within `min` and `max`.
 * A move keeps the focus on the moved item's button and says where it went.
 */
export function OrderedList<Item>({
  legend,
  owner,
  items,
  onChange,
  nameOf,
  min,
  max,
  addLabel,
  blank,
  message,
  renderItem,
}: {
  legend: string
  /** Marks the list's buttons (`data-action="<owner>.<index>:up"`) so focus can find them again. */
  owner: string
  items: readonly Item[]
  onChange: (items: Item[]) => void
  nameOf: (index: number) => string
  min: number
  max: number
  addLabel: string
  blank: () => Item
  message?: string
  renderItem: (item: Item, index: number) => ReactNode
}) {
  const root = useRef<HTMLFieldSetElement>(null)
  const focusNext = useRef<string | null>(null)
  const [said, say] = useState('')
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the items by design
  useLayoutEffect(() => {
    const selector = focusNext.current
    if (selector === null) return
    focusNext.current = null
    for (const each of selector.split(',')) {
      const element = root.current?.querySelector<HTMLElement>(`${each}:not(:disabled)`)
      if (element) return element.focus()
    }
  }, [items])
  const action = (index: number, name: string) => `[data-action="${owner}.${index}:${name}"]`

  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    if (item === undefined) return
    next.splice(to, 0, item)
    const [direction, other] = to < from ? ['up', 'down'] : ['down', 'up']
    focusNext.current = `${action(to, direction)},${action(to, other)}`
    say(text.moved(nameOf(from), to + 1, items.length))
    onChange(next)
  }
  const remove = (index: number) => {
    focusNext.current = [
      action(index, 'remove'),
      action(index - 1, 'remove'),
      `[data-action="${owner}:add"]`,
    ].join(',')
    say(text.removed(nameOf(index)))
    onChange(items.filter((_, each) => each !== index))
  }
  const add = () => {
    focusNext.current = `[data-item="${owner}.${items.length}"] input`
    say(text.added(nameOf(items.length)))
    onChange([...items, blank()])
  }

  return (
    <fieldset ref={root} className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 font-medium">{legend}</legend>
      {message && <p className="text-sm text-destructive">{message}</p>}
      <ol className="grid gap-3">
        {items.map((item, index) => (
          <li
            // Items have no identity of their own: a move moves their values, and the focus with them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-item={`${owner}.${index}`}
            className="flex flex-wrap items-start gap-2 rounded-md bg-muted/40 p-2"
          >
            <div className="grid min-w-0 flex-1 gap-3">{renderItem(item, index)}</div>
            <MoveButtons
              owner={`${owner}.${index}`}
              name={nameOf(index)}
              canMoveUp={index > 0}
              canMoveDown={index < items.length - 1}
              canRemove={items.length > min}
              onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      {items.length < max && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          data-action={`${owner}:add`}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  )
}
