import { useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useSiteConfig } from '@/lib/site-config'
import { Button, buttonVariants } from '@/ui/button'
import Menu from '~icons/lucide/menu'
import X from '~icons/lucide/x'
import { Logo } from './logo'
import { MenuAnchor } from './menu-anchor'
import { MobileMenu } from './mobile-menu'
import { navLinkClass } from './nav-styles'
import { SubmenuDropdown } from './submenu-dropdown'

/** The fixed top navigation bar of docs/product.md section 2, its links the stored menus'. */
export function SiteHeader() {
  const { header } = useSiteConfig().menus
  // Whether the mobile menu is open: the browser opens and closes it (a popover), the app follows.
  const [mobileOpen, setMobileOpen] = useState(false)
  const mobileId = useId()
  const mobileMenu = useRef<HTMLElement>(null)
  const pathname = useLocation({ select: (location) => location.pathname })
  const close = () => {
    if (mobileOpen) mobileMenu.current?.hidePopover()
  }
  // Back/forward navigation must not leave the menu covering the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change by design
  useEffect(close, [pathname])

  const menuButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!mobileOpen) return
    // Escape closes the menu and only the menu: caught before the cookie banner's listener, which
    // would take it as Reject All. Cancelling it stops the browser's own closing, so it closes here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      mobileMenu.current?.hidePopover()
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown, { capture: true })
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [mobileOpen])

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo onNavigate={close} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {header.items.map((item) =>
            item.children.length > 0 ? (
              <SubmenuDropdown key={item.href} item={item} />
            ) : (
              <MenuAnchor key={item.href} href={item.href} className={navLinkClass}>
                {item.label}
              </MenuAnchor>
            ),
          )}
          <MenuAnchor
            className={buttonVariants({ variant: 'accent', className: 'ml-3' })}
            href={header.button.href}
          >
            {header.button.label}
          </MenuAnchor>
        </nav>
        {/* No aria-expanded: the browser says whether the popover it opens is open, with JavaScript or
            without, where a served value would stay "false". */}
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          ref={menuButton}
          popoverTarget={mobileId}
          aria-controls={mobileId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <MobileMenu id={mobileId} ref={mobileMenu} onToggle={setMobileOpen} onNavigate={close} />
    </header>
  )
}
