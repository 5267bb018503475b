import { CONTENT_SEGMENTS } from '@shared/content/registry'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { lazyQueryClient } from '@/lib/query-client-source'
import { createAppRouter } from '@/router'
import { STAFF_NAV } from '@/staff/shell/staff-nav'
import { defaultSiteConfig } from './content-render'

describe("the staff app's sidebar", () => {
  it('lists every section route once, and every content type, with no entry that has no route', () => {
    const router = createAppRouter(
      { siteConfig: defaultSiteConfig(), queries: lazyQueryClient(undefined) },
      createMemoryHistory({ initialEntries: ['/admin'] }),
    )
    // A section is a route one level under /admin; a content type's is /admin/$type.
    const sectionRoutes = Object.keys(router.routesByPath)
      .filter((path) => /^\/admin\/[^/]+$/.test(path))
      .sort()
    const listed = STAFF_NAV.map((entry) => entry.id)
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.filter((id) => !CONTENT_SEGMENTS.some((segment) => segment === id))).toEqual([
      'today',
      'hashtags',
      'crm',
      'shared-blocks',
      'media',
      'enquiries',
      'performance',
      'applications',
      'menus',
      'redirects',
      'site-settings',
      'audit',
      'staff',
      'trash',
    ])
    // Besides the sidebar's: Account (the top bar), every content type's, and Waiting for you's old
    // address, which redirects to Today.
    expect(sectionRoutes).toEqual(
      [
        ...listed.filter((id) => !CONTENT_SEGMENTS.some((segment) => segment === id)),
        'account',
        '$type',
        'review',
      ]
        .map((id) => `/admin/${id}`)
        .sort(),
    )
    for (const segment of CONTENT_SEGMENTS) expect(listed).toContain(segment)
  })
})
