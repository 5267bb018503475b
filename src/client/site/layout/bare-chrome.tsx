import { Link } from '@tanstack/react-router'
import { useSiteConfig } from '@/lib/site-config'
import { StaticPart } from '@/ui/static-part'
import { Logo } from './logo'

// A campaign page's chrome when it hides the site's (a page's 'Hide the site menu and footer'):
// the logo, which links home, above; the legal links and the copyright line below.

const legalLinks = [
  { label: 'Privacy Notice', href: '/privacy-notice' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
] as const

function BareHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <Logo />
      </div>
    </header>
  )
}

function BareFooter() {
  const { companyName, year } = useSiteConfig()
  return (
    <StaticPart as="footer" className="bg-primary text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
        <p>
          © {year} {companyName}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="rounded text-slate-300 hover:text-white focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-sky-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </StaticPart>
  )
}

/** The bare header or footer, as the root layout places them: one lazily loaded module for both. */
export default function BareChrome({ part }: { part: 'header' | 'footer' }) {
  return part === 'header' ? <BareHeader /> : <BareFooter />
}
