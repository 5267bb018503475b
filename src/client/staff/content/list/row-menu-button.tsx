import { staffListText as text } from '@shared/staff-list-text'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { Button } from '@/ui/button'
import type { MenuEntry } from '@/ui/menu-popup'
import EllipsisIcon from '~icons/lucide/ellipsis'
import type { RowMenuProps } from './row-menu'

// The menu, its dialogs and their calls come when a row's menu first opens: the list's first load
// carries only the button. `lazy` loses the type parameters, hence the cast.
const RowMenu = lazy(() =>
  import('./row-menu').then((module) => ({ default: module.RowMenu })),
) as unknown as typeof import('./row-menu').RowMenu

/**
 * 'More actions for <title>': a row's (or card's) menu button. Enter, Space, ArrowDown or a click
 * open the menu on its first item, ArrowUp on its last; the menu gives the focus back here.
 */
export function RowMenuButton<Item extends AdminItem, Input extends FieldValues, Payload>(
  props: RowMenuProps<Item, Input, Payload>,
) {
  // Closed until first opened (undefined); then the menu's part stays, holding its dialogs.
  const [entry, setEntry] = useState<MenuEntry | null>()
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = (refocus: boolean) => {
    setEntry(null)
    if (refocus) button.current?.focus()
  }
  return (
    <>
      <Button
        ref={button}
        id={`${id}button`}
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={Boolean(entry)}
        aria-controls={entry ? `${id}menu` : undefined}
        aria-label={text.moreActionsFor(props.item.title)}
        title={text.moreActions}
        onClick={() => (entry ? close(true) : setEntry('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          setEntry(event.key === 'ArrowUp' ? 'last' : 'first')
        }}
      >
        <EllipsisIcon aria-hidden="true" />
        {text.moreActions}
      </Button>
      {entry !== undefined && (
        <Suspense>
          <RowMenu
            {...props}
            entry={entry}
            menuId={`${id}menu`}
            buttonId={`${id}button`}
            button={button}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
