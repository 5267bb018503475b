import { placeText, TAGLINE } from '@shared/site-config'
import { useSiteConfig } from '@/lib/site-config'
import { StaticPart } from '@/ui/static-part'
import Mail from '~icons/lucide/mail'
import MapPin from '~icons/lucide/map-pin'
import Phone from '~icons/lucide/phone'
import { MenuAnchor } from './menu-anchor'
import { footerBlurb, socialLinks } from './navigation'

const footerLinkClass =
  'rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-sky-300'

export function SiteFooter() {
  const { companyName, companyEmail, companyPhone, address, socialProfiles, year, menus } = useSiteConfig()
  const profiles = socialLinks.flatMap((link) =>
    socialProfiles[link.profile] ? [{ label: link.label, href: socialProfiles[link.profile] }] : [],
  )
  return (
    <StaticPart as="footer" className="bg-primary text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{companyName}</p>
          <p className="text-sm font-medium text-sky-300">{TAGLINE}</p>
          <p className="text-sm leading-relaxed">{footerBlurb}</p>
          {profiles.length > 0 && (
            <ul className="flex gap-4" aria-label="Social media">
              {profiles.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className={footerLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {menus.footer.columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.href}>
                  <MenuAnchor href={link.href} className={footerLinkClass}>
                    {link.label}
                  </MenuAnchor>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-sky-300" />
              <a href={`mailto:${companyEmail}`} className={footerLinkClass}>
                {companyEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-sky-300" />
              <a href={`tel:${companyPhone.replace(/[^\d+]/g, '')}`} className={footerLinkClass}>
                {companyPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-sky-300" />
              <span>{placeText(address)}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {year} {companyName}. All rights reserved.
        </p>
      </div>
    </StaticPart>
  )
}
