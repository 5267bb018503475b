import { applicationReviewText } from '@shared/application-review-messages'
import { auditMessages } from '@shared/audit-messages'
import { ADMIN_ROLE } from '@shared/constants'
import { mediaText } from '@shared/media-messages'
import { adminMessages, authMessages } from '@shared/messages'
import { performanceText } from '@shared/performance'
import { accountMessages, staffMessages } from '@shared/staff-messages'
import { twoFactorMessages } from '@shared/two-factor-messages'
import type { CurrentUser } from '@shared/types'
import { useMutation, useQuery } from '@tanstack/react-query'
import LogOutIcon from 'lucide-react/icons/log-out'
import type * as React from 'react'
import { useEffect } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Spinner } from '@/components/content/spinner'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LockNotice } from '@/features/two-factor/components/lock-notice'
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { currentUserQueryOptions, logOut, touchSession } from '../api/auth-queries'
import type { AdminContentType, AdminItem } from '../content-types/admin-content-type'
import { caseStudyAdmin } from '../content-types/case-study-admin'
import { jobOpeningAdmin } from '../content-types/job-opening-admin'
import { povAdmin } from '../content-types/pov-admin'
import { whitepaperAdmin } from '../content-types/whitepaper-admin'
import { ApplicationList } from './application-list'
import { ContentList } from './content-list'
import { EnquiryList } from './enquiry-list'
import { HashtagList } from './hashtag-list'
import { LoginForm } from './login-form'
import { MediaLibrary } from './media-library'
import { PerformancePanel } from './performance-panel'
import type { PublishingValues } from './publishing-fields'
import { SessionTimeoutDialog } from './session-timeout-dialog'

/** SPEC.md section 4: after login and after logout the page reloads. */
const reload = () => window.location.reload()

/** Slides the server's idle expiry; a session already gone there brings the login back. */
function keepAlive() {
  touchSession().then(
    (current) => current || reload(),
    () => undefined,
  )
}

interface AdminTabs {
  leads: React.ReactNode
  /** Shown to admins only (the API answers 403 to anyone else). */
  audit: React.ReactNode
  /** Shown to admins only, like the audit log. */
  staff: React.ReactNode
  /** Every signed-in staff member's own account. */
  account: (user: CurrentUser) => React.ReactNode
}

/** /admin: the login form, or the content-management screen for signed-in staff. */
export function AdminScreen(tabs: AdminTabs) {
  const { data: user, isPending } = useQuery(currentUserQueryOptions())
  if (isPending) return <Spinner label="Loading" />
  if (!user) return <SignedOut />
  if (user.twoFactorSetupRequired) return <TwoFactorSetupRequired user={user} />
  return <ContentManagement user={user} {...tabs} />
}

/** The site requires two factors and this user has none: setting one up is all the session may do. */
function TwoFactorSetupRequired({ user }: { user: CurrentUser }) {
  return (
    <SignedInFrame user={user} className="max-w-3xl">
      <p role="status">{twoFactorMessages.setupRequiredIntro}</p>
      <TwoFactorSettings />
    </SignedInFrame>
  )
}

/** The signed-in page: title, who is signed in, 'Log Out', and the inactivity timer. */
function SignedInFrame({
  user,
  className,
  children,
}: {
  user: CurrentUser
  className: string
  children: React.ReactNode
}) {
  // The page reloads whether or not the server answered, so a dead network still shows the login.
  const logout = useMutation({ mutationFn: logOut, onSettled: reload })
  return (
    <main className={cn('mx-auto grid gap-8 px-4 py-10 sm:px-6', className)}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{adminMessages.title}</h1>
          <p className="text-sm text-muted-foreground">
            Signed in as {user.email} ({user.role})
          </p>
        </div>
        <Button type="button" variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOutIcon aria-hidden="true" />
          {adminMessages.logOut}
        </Button>
      </header>
      {user.twoFactorLockNotice && <LockNotice at={user.twoFactorLockNotice} />}
      {children}
      <SessionTimeoutDialog onTimeout={() => logout.mutate()} onActive={keepAlive} />
    </main>
  )
}

function SignedOut() {
  useEffect(() => {
    toast({ title: authMessages.authRequiredTitle, description: authMessages.authRequiredDescription })
  }, [])
  return (
    <main className="px-4 py-24">
      <LoginForm onSignedIn={reload} />
    </main>
  )
}

/**
 * A content type's tab: its value and label, and its list. Made per type, so that the list keeps
 * the type's own item and payload types; the tabs are then one list to map.
 */
function contentTab<Item extends AdminItem, Input extends FieldValues & PublishingValues, Payload>(
  type: AdminContentType<Item, Input, Payload>,
) {
  return { ...type.tab, panel: (canEdit: boolean) => <ContentList type={type} canEdit={canEdit} /> }
}

const CONTENT_TABS = [
  contentTab(povAdmin),
  contentTab(caseStudyAdmin),
  contentTab(whitepaperAdmin),
  contentTab(jobOpeningAdmin),
] as const

function ContentManagement({ user, leads, audit, staff, account }: AdminTabs & { user: CurrentUser }) {
  const canEdit = user.role === ADMIN_ROLE
  return (
    <SignedInFrame user={user} className="max-w-7xl">
      <Tabs defaultValue={CONTENT_TABS[0].value}>
        <TabsList aria-label="Content">
          {CONTENT_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="hashtags">Hashtags</TabsTrigger>
          <TabsTrigger value="media">{mediaText.tab}</TabsTrigger>
          <TabsTrigger value="crm">CRM &amp; Leads</TabsTrigger>
          <TabsTrigger value="enquiries">Enquiries</TabsTrigger>
          <TabsTrigger value="performance">{performanceText.tab}</TabsTrigger>
          {canEdit && <TabsTrigger value="applications">{applicationReviewText.tab}</TabsTrigger>}
          {canEdit && <TabsTrigger value="audit">{auditMessages.heading}</TabsTrigger>}
          {canEdit && <TabsTrigger value="staff">{staffMessages.heading}</TabsTrigger>}
          <TabsTrigger value="account">{accountMessages.heading}</TabsTrigger>
        </TabsList>
        {CONTENT_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.panel(canEdit)}
          </TabsContent>
        ))}
        <TabsContent value="hashtags">
          <HashtagList canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="media">
          <MediaLibrary canDelete={canEdit} />
        </TabsContent>
        <TabsContent value="crm">{leads}</TabsContent>
        <TabsContent value="enquiries">
          <EnquiryList />
        </TabsContent>
        <TabsContent value="performance">
          <PerformancePanel />
        </TabsContent>
        {canEdit && (
          <TabsContent value="applications">
            <ApplicationList />
          </TabsContent>
        )}
        {canEdit && <TabsContent value="audit">{audit}</TabsContent>}
        {canEdit && <TabsContent value="staff">{staff}</TabsContent>}
        <TabsContent value="account">{account(user)}</TabsContent>
      </Tabs>
    </SignedInFrame>
  )
}
