import { adminMessages } from '@shared/messages'
import { waitingText } from '@shared/review-messages'
import { accountMessages } from '@shared/staff-messages'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { Suspense, useSyncExternalStore } from 'react'
import { cn } from '@/lib/utils'
import { needsAction, waitingQueryOptions } from '@/staff/shared/waiting-queries'
import { Spinner } from '@/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs'
import { ACCOUNT_SECTION } from './staff-addresses'
import { StaffFrame } from './staff-frame'
import { STAFF_NAV } from './staff-nav'
import { useStaffUser } from './staff-user'

const WIDE = '(min-width: 64rem)'
const subscribeWide = (onChange: () => void) => {
  const query = matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The signed-in staff app: the sections as tabs in the sidebar (a row above the content on a
 * narrow screen) and the open one's route. Each section is a route of its own (`/admin/<id>`), so
 * its code and data load when it is first opened; Account is reached from the top bar.
 */
export function StaffShell() {
  const { user, canEdit } = useStaffUser()
  const navigate = useNavigate()
  const open = useLocation({ select: (location) => location.pathname.split('/')[2] ?? '' })
  const view = useLocation({ select: (location) => (location.search as { view?: 'cards' }).view })
  const wide = useSyncExternalStore(
    subscribeWide,
    () => matchMedia(WIDE).matches,
    () => true,
  )
  const listed = STAFF_NAV.filter((section) => canEdit || !section.adminOnly)
  const waiting = needsAction(useQuery(waitingQueryOptions()).data ?? []).length
  // A section opens on its first page with no filters; the chosen view (table or cards) stays.
  const select = (id: string) => void navigate({ href: `/admin/${id}${view ? `?view=${view}` : ''}` })
  const content = (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Outlet />
    </Suspense>
  )
  return (
    <Tabs
      // No tab is selected on Account, which is not a section of the sidebar.
      value={open === ACCOUNT_SECTION ? '' : open}
      onValueChange={select}
      orientation={wide ? 'vertical' : 'horizontal'}
      className="contents"
      // Arrow keys move between the tabs; a section opens on Enter or Space, so passing over
      // sections does not fetch each one's code and data.
      activationMode="manual"
    >
      <StaffFrame
        user={user}
        nav={
          <nav
            aria-label={adminMessages.sectionsLabel}
            className="border-b lg:sticky lg:top-0 lg:max-h-screen lg:self-start lg:overflow-y-auto lg:border-r lg:border-b-0"
          >
            <TabsList
              aria-label={adminMessages.sectionsLabel}
              className={cn(
                'w-full flex-nowrap justify-start overflow-x-auto rounded-none bg-transparent p-2',
                'lg:flex-col lg:items-stretch lg:overflow-x-visible lg:p-3',
              )}
            >
              {listed.map((section) => (
                <TabsTrigger
                  key={section.id}
                  value={section.id}
                  className="justify-start lg:w-full data-[state=active]:bg-muted data-[state=active]:shadow-none"
                >
                  {section.id === 'today' && waiting > 0 ? (
                    <WaitingLabel label={section.label} count={waiting} />
                  ) : (
                    section.label
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
          </nav>
        }
      >
        {listed.some((section) => section.id === open) ? (
          <TabsContent value={open} className="mt-0">
            {content}
          </TabsContent>
        ) : (
          <section aria-label={open === ACCOUNT_SECTION ? accountMessages.heading : undefined}>
            {content}
          </section>
        )}
      </StaffFrame>
    </Tabs>
  )
}

/** Today with the count of what waits for the person beside it, read out as one name: "Today, 2 items". */
function WaitingLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span className="sr-only">{waitingText.count(label, count)}</span>
      <span aria-hidden="true">{label}</span>
      <span
        aria-hidden="true"
        className="ml-1 rounded-full bg-primary px-2 text-xs text-primary-foreground lg:ml-auto"
      >
        {count}
      </span>
    </>
  )
}
