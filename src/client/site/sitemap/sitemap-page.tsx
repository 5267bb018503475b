import { menuLinks, menuPagePath } from '@shared/menu-links'
import { PageHero } from '@/content/page-hero'
import { useSiteConfig } from '@/lib/site-config'
import { MenuAnchor } from '@/site/layout/menu-anchor'
import { StaticPart } from '@/ui/static-part'
import { sitemapGroups, sitemapHero } from './sitemap-links'

/** The groups, with every other page of this site the menus link added to the first. */
function groupsWith(links: { label: string; href: string }[]) {
  const listed = new Set<string>(sitemapGroups.flatMap((group) => group.links.map((link) => link.href)))
  const added = links.filter((link) => {
    const path = menuPagePath(link.href)
    if (path === undefined || listed.has(path)) return false
    listed.add(path)
    return true
  })
  return sitemapGroups.map((group, index) =>
    index === 0 ? { ...group, links: [...group.links, ...added] } : group,
  )
}

export function SitemapPage() {
  const groups = groupsWith(menuLinks(useSiteConfig().menus))
  return (
    <StaticPart as="main">
      <PageHero hero={sitemapHero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 md:grid-cols-3 lg:px-8">
        {groups.map((group) => (
          <section key={group.heading} className="rounded-2xl border bg-white p-7 shadow-sm">
            <h2 className="text-xl font-semibold text-primary">{group.heading}</h2>
            <ul className="mt-5 space-y-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuAnchor
                    href={link.href}
                    className="font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </MenuAnchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticPart>
  )
}
