import type * as React from 'react'
import { useLayoutEffect, useRef } from 'react'
import { cn } from '@/lib/utils'

/** Which item takes the focus as the menu opens: ArrowUp opens on the last, anything else on the first. */
export type MenuEntry = 'first' | 'last'

const GAP = 4
const MARGIN = 8

/**
 * A menu button's menu, after the WAI-ARIA menu button pattern: it opens with the focus on an item,
 * the arrow keys, Home, End and an item's first letter move it, Enter or Space chooses, Escape
 * closes it with the focus back on the button, Tab closes it and moves on from the button, and a
 * click elsewhere closes it. It follows its button in the page (and in the tab order), but is
 * placed on the screen (fixed), which a table's scrolling region does not cut off: under the
 * button's end, or above it near the bottom of the screen, following it as the page scrolls.
 * `onClose(true)` asks the owner to put the focus back on the button.
 */
export function MenuPopup({
  id,
  buttonId,
  anchor,
  entry,
  onClose,
  children,
}: {
  id: string
  /** The menu button, which names the menu and places it. */
  buttonId: string
  anchor: React.RefObject<HTMLElement | null>
  entry: MenuEntry
  onClose: (refocus: boolean) => void
  children: React.ReactNode
}) {
  const menu = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useLayoutEffect(() => {
    const place = () => {
      const popup = menu.current
      const button = anchor.current?.getBoundingClientRect()
      if (!popup || !button) return
      const { offsetWidth: width, offsetHeight: height } = popup
      const below = button.bottom + GAP + height <= window.innerHeight - MARGIN
      popup.style.top = `${below ? button.bottom + GAP : Math.max(MARGIN, button.top - GAP - height)}px`
      popup.style.left = `${Math.max(MARGIN, Math.min(button.right - width, window.innerWidth - MARGIN - width))}px`
    }
    place()
    items(menu.current)
      .at(entry === 'first' ? 0 : -1)
      ?.focus()
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) close.current(false)
    }
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    document.addEventListener('pointerdown', outside, true)
    return () => {
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
      document.removeEventListener('pointerdown', outside, true)
    }
  }, [anchor, entry])

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items(menu.current)
    const at = all.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      all.at(to % all.length)?.focus()
    }
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at < 0 ? -1 : at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(-1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    }
    // The focus goes back to the button before the browser moves it on, so Tab leaves from there.
    else if (event.key === 'Tab') onClose(true)
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase()
      const next = [...all.slice(at + 1), ...all.slice(0, at + 1)].find((item) =>
        item.textContent?.trim().toLowerCase().startsWith(letter),
      )
      next?.focus()
    }
  }

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={buttonId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed z-50 grid min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {children}
    </div>
  )
}

const items = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/**
 * One of a MenuPopup's choices: focused by the menu's keys, not by Tab. A disabled one keeps its
 * place in the keys' round, as the pattern asks, and does nothing.
 */
export function MenuItem({
  onSelect,
  destructive,
  disabled,
  children,
}: {
  onSelect: () => void
  destructive?: boolean
  disabled?: boolean
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onSelect}
      className={cn(
        'flex items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-hidden hover:bg-muted focus:bg-muted aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        destructive && 'text-destructive',
      )}
    >
      {children}
    </button>
  )
}
