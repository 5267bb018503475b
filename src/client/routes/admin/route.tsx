import { createFileRoute } from '@tanstack/react-router'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'
import { StaffApp } from '@/staff/shell/staff-app'

/** The staff app: its sections are the routes below; its code is split, so public pages never download it. */
const head: PageHeadData = {
  title: pageTitle('Admin'),
  description: 'Staff content management for Crestline Consulting.',
  noindex: true,
}

export const Route = createFileRoute('/admin')({
  staticData: { staffApp: true },
  loader: () => ({ head }),
  head: routeHead,
  component: withQueries(StaffApp),
})
