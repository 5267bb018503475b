import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/ui/button'
import ChevronDown from '~icons/lucide/chevron-down'
import { mobileLinkClass, mobileLinkLook } from './nav-styles'
import { connectLink, primaryLinks, serviceMenuLinks, servicesMenuLabel } from './navigation'

/** The small-screen menu panel with a collapsible Services list; every link closes it. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const [servicesOpen, setServicesOpen] = useState(false)
  const servicesId = useId()
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
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
