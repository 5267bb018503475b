import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { Button, buttonVariants } from '@/ui/button'
import Menu from '~icons/lucide/menu'
import X from '~icons/lucide/x'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { navLinkClass } from './nav-styles'
import { connectLink, primaryLinks } from './navigation'
import { ServicesMenu } from './services-menu'

/** The fixed top navigation bar of docs/product.md section 2. */
export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false)
  const mobileId = useId()
  const pathname = useLocation({ select: (location) => location.pathname })
  // Back/forward navigation must not leave the menu covering the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change by design
  useEffect(() => setMobileOpen(false), [pathname])
  const close = () => setMobileOpen(false)

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo onNavigate={close} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <ServicesMenu />
          {primaryLinks.map((link) => (
            <Link key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </Link>
          ))}
          <Link className={buttonVariants({ variant: 'accent', className: 'ml-3' })} to={connectLink.href}>
            {connectLink.label}
          </Link>
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {mobileOpen && <MobileMenu id={mobileId} onNavigate={close} />}
    </header>
  )
}
