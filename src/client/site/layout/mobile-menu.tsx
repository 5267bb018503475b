import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { useId, useState } from 'react'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import ChevronDown from '~icons/lucide/chevron-down'
import { mobileLinkClass, mobileLinkLook } from './nav-styles'
import { connectLink, primaryLinks, serviceMenuLinks, servicesMenuLabel } from './navigation'

/**
 * The small-screen menu panel with a collapsible Services list; every link closes it. A popover, in
 * the served page from the start: its button opens and closes it without JavaScript, and the
 * browser closes it on Escape or a tap outside, handing the focus back to the button.
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
  const [servicesOpen, setServicesOpen] = useState(false)
  const servicesId = useId()
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
      <button
        type="button"
        aria-expanded={servicesOpen}
        aria-controls={servicesId}
        onClick={() => setServicesOpen((value) => !value)}
        className={cn(mobileLinkLook, 'flex w-full items-center justify-between text-left')}
      >
        {servicesMenuLabel}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 transition-transform', servicesOpen && 'rotate-180')}
        />
      </button>
      <ul id={servicesId} className={cn('mb-2 ml-3 border-l pl-3', !servicesOpen && 'hidden')}>
        {serviceMenuLinks.map((link) => (
          <li key={link.slug}>
            <Link
              to="/services/$slug"
              params={{ slug: link.slug }}
              onClick={onNavigate}
              className={mobileLinkClass}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul>
        {primaryLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href} onClick={onNavigate} className={mobileLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-4 w-full' })}
        to={connectLink.href}
        onClick={onNavigate}
      >
        {connectLink.label}
      </Link>
    </nav>
  )
}
