import { Link } from '@tanstack/react-router'
import { PageHero } from '@/content/page-hero'
import { StaticPart } from '@/ui/static-part'
import { sitemapGroups, sitemapHero } from './sitemap-links'

/** `/services#ai` style entries become a path plus the section id the router scrolls to. */
function splitHref(href: string): { to: string; hash?: string } {
  const [to = href, hash] = href.split('#')
  return hash ? { to, hash } : { to }
}

export function SitemapPage() {
  return (
    <StaticPart as="main">
      <PageHero hero={sitemapHero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 md:grid-cols-3 lg:px-8">
        {sitemapGroups.map((group) => (
          <section key={group.heading} className="rounded-2xl border bg-white p-7 shadow-sm">
            <h2 className="text-xl font-semibold text-primary">{group.heading}</h2>
            <ul className="mt-5 space-y-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    {...splitHref(link.href)}
                    className="font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticPart>
  )
}
