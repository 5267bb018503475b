import type { MenuHeaderItem } from '@shared/schemas/menus'
import { useLocation } from '@tanstack/react-router'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import ChevronDown from '~icons/lucide/chevron-down'
import { MenuAnchor } from './menu-anchor'
import { navLinkClass } from './nav-styles'

/**
 * Desktop dropdown of a header item with a submenu (Services): a disclosure button that opens on
 * hover and with the keyboard (Enter, Space, ArrowDown), arrow keys move through the entries,
 * Escape closes and returns focus. The item's own address marks it current.
 */
export function SubmenuDropdown({ item }: { item: MenuHeaderItem }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const active = useLocation({ select: (location) => location.pathname.startsWith(item.href) })

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusLink(0))
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement)
    if (current === -1) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusLink(current + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      focusLink(event.key === 'Home' ? 0 : -1)
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and key handling wrap a real button and links
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-status={active ? 'active' : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={cn(navLinkClass, 'inline-flex items-center gap-1')}
      >
        {item.label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div className={cn('absolute top-full left-0 pt-2', !open && 'hidden')}>
        <ul
          ref={listRef}
          id={menuId}
          className="w-72 rounded-xl border bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          {item.children.map((link) => (
            <li key={link.href}>
              <MenuAnchor
                href={link.href}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-secondary hover:text-primary focus-visible:bg-secondary focus-visible:outline-hidden data-[status=active]:text-accent"
              >
                {link.label}
              </MenuAnchor>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
