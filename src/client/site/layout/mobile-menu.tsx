import type { MenuHeaderItem } from '@shared/schemas/menus'
import type * as React from 'react'
import { useId, useState } from 'react'
import { useSiteConfig } from '@/lib/site-config'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import ChevronDown from '~icons/lucide/chevron-down'
import { MenuAnchor } from './menu-anchor'
import { mobileLinkClass, mobileLinkLook } from './nav-styles'

/**
 * The small-screen menu panel, a header item with a submenu as a collapsible list; every link
 * closes it. A popover, in the served page from the start: its button opens and closes it without
 * JavaScript, and the browser closes it on Escape or a tap outside, handing the focus back to the
 * button.
 */
export function MobileMenu({
  id,
  ref,
  onToggle,
  onNavigate,
}: {
  id: string
  ref: React.Ref<HTMLElement>
  onToggle: (open: boolean) => void
  onNavigate: () => void
}) {
  const { header } = useSiteConfig().menus
  return (
    <nav
      id={id}
      ref={ref}
      popover="auto"
      onToggle={(event) => onToggle(event.newState === 'open')}
      aria-label="Mobile"
      // Below the bar, full width: the browser's popover look is a centred box.
      className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
    >
      <ul>
        {header.items.map((item) => (
          <li key={item.href}>
            {item.children.length > 0 ? (
              <MobileSubmenu item={item} onNavigate={onNavigate} />
            ) : (
              <MenuAnchor href={item.href} onClick={onNavigate} className={mobileLinkClass}>
                {item.label}
              </MenuAnchor>
            )}
          </li>
        ))}
      </ul>
      <MenuAnchor
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-4 w-full' })}
        href={header.button.href}
        onClick={onNavigate}
      >
        {header.button.label}
      </MenuAnchor>
    </nav>
  )
}

function MobileSubmenu({ item, onNavigate }: { item: MenuHeaderItem; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(mobileLinkLook, 'flex w-full items-center justify-between text-left')}
      >
        {item.label}
        <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} className={cn('mb-2 ml-3 border-l pl-3', !open && 'hidden')}>
        {item.children.map((link) => (
          <li key={link.href}>
            <MenuAnchor href={link.href} onClick={onNavigate} className={mobileLinkClass}>
              {link.label}
            </MenuAnchor>
          </li>
        ))}
      </ul>
    </>
  )
}
