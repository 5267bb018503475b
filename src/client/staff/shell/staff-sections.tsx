import { adminMessages } from '@shared/messages'
import type { CurrentUser } from '@shared/types'
import { CatchBoundary, useNavigate } from '@tanstack/react-router'
import type * as React from 'react'
import { Suspense, use, useSyncExternalStore } from 'react'
import { cn } from '@/lib/utils'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs'
import { StaffFrame } from './staff-frame'
import { ACCOUNT_SECTION } from './staff-search'

export interface StaffSectionProps {
  user: CurrentUser
  /** Edit, delete, restore and the admin-only actions (SPEC.md section 6). */
  canEdit: boolean
}

/** One section of the staff app: its address (`?section=`), its name, and its code, fetched on first visit. */
export interface StaffSection {
  id: string
  label: string
  /** Listed for admins only (the API answers 403 to anyone else). */
  adminOnly?: true
  load: () => Promise<React.ComponentType<StaffSectionProps>>
}

// Each section's code, fetched on its first visit.
const panels = new Map<string, Promise<React.ComponentType<StaffSectionProps>>>()

function SectionPanel({ section, ...props }: StaffSectionProps & { section: StaffSection }) {
  let panel = panels.get(section.id)
  if (!panel) {
    panel = section.load()
    panels.set(section.id, panel)
  }
  const Panel = use(panel)
  return <Panel {...props} />
}

const WIDE = '(min-width: 48rem)'
const subscribeWide = (onChange: () => void) => {
  const query = matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The signed-in staff app: the sections as tabs in the sidebar (a row above the content on a
 * narrow screen), the open one from the address; the Account section is reached from the top bar.
 * An unknown section, or one this person may not open, shows the first.
 */
export function StaffSections({
  user,
  canEdit,
  sections,
  account,
  current,
}: StaffSectionProps & { sections: StaffSection[]; account: StaffSection; current: string | undefined }) {
  const navigate = useNavigate()
  const wide = useSyncExternalStore(
    subscribeWide,
    () => matchMedia(WIDE).matches,
    () => true,
  )
  const listed = sections.filter((section) => canEdit || !section.adminOnly)
  const open =
    current === ACCOUNT_SECTION
      ? account
      : (listed.find((section) => section.id === current) ?? listed[0] ?? account)
  // A section opens on its first page with no filters; the chosen view (table or cards) stays.
  const select = (id: string) =>
    void navigate({ to: '/admin', search: (previous) => ({ section: id, view: previous.view }) })
  const panel = (section: StaffSection) => (
    <CatchBoundary
      getResetKey={() => section.id}
      errorComponent={SectionFailed}
      onCatch={(error) => console.error(`staff section ${section.id} failed`, error)}
    >
      <Suspense fallback={<Spinner label={`Loading ${section.label}`} />}>
        <SectionPanel section={section} user={user} canEdit={canEdit} />
      </Suspense>
    </CatchBoundary>
  )
  return (
    <Tabs
      value={open.id}
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
            className="border-b md:sticky md:top-0 md:max-h-screen md:self-start md:overflow-y-auto md:border-r md:border-b-0"
          >
            <TabsList
              aria-label={adminMessages.sectionsLabel}
              className={cn(
                'w-full flex-nowrap justify-start overflow-x-auto rounded-none bg-transparent p-2',
                'md:flex-col md:items-stretch md:overflow-x-visible md:p-3',
              )}
            >
              {listed.map((section) => (
                <TabsTrigger
                  key={section.id}
                  value={section.id}
                  className="justify-start md:w-full data-[state=active]:bg-muted data-[state=active]:shadow-none"
                >
                  {section.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </nav>
        }
      >
        {open === account ? (
          <section aria-label={account.label}>{panel(account)}</section>
        ) : (
          <TabsContent value={open.id} className="mt-0">
            {panel(open)}
          </TabsContent>
        )}
      </StaffFrame>
    </Tabs>
  )
}

/**
 * A section that failed: its code did not arrive (a dropped connection, a deploy that replaced
 * the chunk) or it broke while rendering. The browser keeps a module that failed to load as
 * failed, so 'Try Again' reloads the page: the address keeps the section, and what was typed in
 * a dialog is kept on the server.
 */
function SectionFailed() {
  return (
    <div role="alert" className="grid justify-items-start gap-4 rounded-lg border p-6">
      <p>{adminMessages.sectionLoadFailed}</p>
      <Button type="button" variant="outline" onClick={() => window.location.reload()}>
        {adminMessages.tryAgain}
      </Button>
    </div>
  )
}
