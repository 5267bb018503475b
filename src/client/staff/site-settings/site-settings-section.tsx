import { zodResolver } from '@hookform/resolvers/zod'
import { type SiteSettings, siteSettings } from '@shared/schemas/site-settings'
import { siteSettingsMessages as text } from '@shared/site-settings-messages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, type FieldError, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { ConflictAlert } from '@/staff/shared/conflict-alert'
import { DataTable } from '@/staff/shared/data-table'
import { ListSection } from '@/staff/shared/list-section'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { useLeaveGuard } from '@/staff/shared/use-leave-guard'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { WhenCell } from '@/staff/shared/when-cell'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { Spinner } from '@/ui/spinner'
import { Switch } from '@/ui/switch'
import {
  saveSiteSettings,
  siteSettingsHistoryQueryOptions,
  siteSettingsQueryOptions,
} from './site-settings-queries'

/**
 * The admin 'Site settings' section: the company details every page shows, saved as a new
 * version (refused when someone saved since the form opened), and the versions saved so far.
 */
export function SiteSettingsSection() {
  const headingId = useId()
  const current = useQuery(siteSettingsQueryOptions())
  return (
    <div className="grid gap-10">
      <section aria-labelledby={headingId} className="grid max-w-3xl gap-6">
        <h2 id={headingId} className="text-2xl font-bold">
          {text.heading}
        </h2>
        <p className="text-muted-foreground">{text.intro}</p>
        {current.data ? (
          <SettingsForm key={current.data.version} record={current.data} />
        ) : current.isError ? (
          <p role="alert">{text.loadFailed}</p>
        ) : (
          <Spinner label={text.loading} />
        )}
      </section>
      <SettingsHistory />
    </div>
  )
}

type Values = z.input<typeof siteSettings>

function SettingsForm({ record }: { record: { settings: SiteSettings; version: number } }) {
  const queryClient = useQueryClient()
  const [version, setVersion] = useState(record.version)
  const [conflict, setConflict] = useState(false)
  const form = useForm<Values, unknown, SiteSettings>({
    resolver: zodResolver(siteSettings),
    defaultValues: record.settings,
  })
  const { errors, isDirty } = form.formState
  useLeaveGuard(isDirty)
  const save = useAdminMutation({
    mutationFn: saveSiteSettings,
    invalidates: [siteSettingsHistoryQueryOptions().queryKey],
    success: text.saved,
    failure: (error) => (error instanceof ApiError && error.serverMessage) || text.saveFailed,
    onSuccess: (saved) => {
      setVersion(saved.version)
      setConflict(false)
      form.reset(saved.settings)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setConflict(true)
      showServerFieldErrors(error, form.setError)
    },
  })
  // What someone else saved: fetched afresh, either to save over it or to start from it.
  const latest = () => queryClient.fetchQuery(siteSettingsQueryOptions())
  const overwrite = async () => {
    const theirs = await latest()
    setVersion(theirs.version)
    await form.handleSubmit((values) => save.mutate({ ...values, version: theirs.version }))()
  }
  const reload = async () => {
    const theirs = await latest()
    setVersion(theirs.version)
    setConflict(false)
    form.reset(theirs.settings)
  }
  const field = (name: Exclude<keyof SiteSettings, 'address' | 'socialProfiles' | 'chatWidget'>) => (
    <TextField
      label={text[name]}
      error={errors[name]}
      required={name !== 'defaultSocialImage'}
      hint={name === 'defaultSocialImage' ? text.defaultSocialImageHint : undefined}
      inputProps={form.register(name)}
      type={name.endsWith('Email') ? 'email' : name === 'companyPhone' ? 'tel' : 'text'}
    />
  )
  return (
    <form
      method="post"
      noValidate
      className="grid gap-6"
      onSubmit={form.handleSubmit((values) => save.mutate({ ...values, version }))}
    >
      {conflict && <ConflictAlert onOverwrite={overwrite} onReload={reload} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('companyName')}
        {field('companyPhone')}
        {field('companyEmail')}
        {field('legalEmail')}
        {field('privacyEmail')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{text.addressLegend}</legend>
        <div className="sm:col-span-2">
          <TextField
            label={text.street}
            error={errors.address?.street}
            inputProps={form.register('address.street')}
          />
        </div>
        <TextField
          label={text.city}
          error={errors.address?.city}
          required
          inputProps={form.register('address.city')}
        />
        <TextField
          label={text.region}
          error={errors.address?.region}
          inputProps={form.register('address.region')}
        />
        <TextField
          label={text.postalCode}
          error={errors.address?.postalCode}
          inputProps={form.register('address.postalCode')}
        />
        <TextField
          label={text.country}
          error={errors.address?.country}
          required
          inputProps={form.register('address.country')}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{text.socialLegend}</legend>
        <p className="text-sm text-muted-foreground">{text.socialHint}</p>
        {(['linkedin', 'x', 'github'] as const).map((profile) => (
          <TextField
            key={profile}
            label={text[profile]}
            type="url"
            error={errors.socialProfiles?.[profile]}
            inputProps={form.register(`socialProfiles.${profile}`)}
          />
        ))}
      </fieldset>
      {field('defaultSocialImage')}
      <Controller
        control={form.control}
        name="chatWidget"
        render={({ field: chat }) => <ChatSwitch checked={chat.value} onChange={chat.onChange} />}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  )
}

function TextField({
  label,
  error,
  required = false,
  hint,
  type = 'text',
  inputProps,
}: {
  label: string
  error: FieldError | undefined
  required?: boolean
  hint?: string
  type?: string
  inputProps: ReturnType<ReturnType<typeof useForm<Values>>['register']>
}) {
  return (
    <FormField label={label} error={error} required={required} hint={hint}>
      {(control) => <Input {...control} type={type} autoComplete="off" {...inputProps} />}
    </FormField>
  )
}

function ChatSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} onCheckedChange={onChange} />
        <Label htmlFor={id}>{text.chatWidget}</Label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {text.chatWidgetHint}
      </p>
    </div>
  )
}

function SettingsHistory() {
  const { items, section } = useStaffList(useQuery(siteSettingsHistoryQueryOptions()), text.historyLoadFailed)
  const { columns } = text
  return (
    <ListSection title={text.historyHeading} {...section}>
      {items.length === 0 ? (
        <p>{text.historyEmpty}</p>
      ) : (
        <DataTable
          caption={text.historyCaption}
          headings={[columns.version, columns.author, columns.savedAt, columns.changed]}
        >
          {items.map((revision) => (
            <tr key={revision.version} className="border-t align-top" data-testid="settings-revision">
              <td className="px-3 py-2 tabular-nums">{revision.version}</td>
              <td className="px-3 py-2 break-all">{revision.author}</td>
              <WhenCell at={revision.savedAt} otherwise="" />
              <td className="px-3 py-2">{changedText(revision.changed)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  )
}

/** The settings a version changed, by their labels: 'Phone, Postal address'. */
const changedText = (changed: string[]) =>
  changed.map((name) => (text.fieldNames as Record<string, string>)[name] ?? name).join(', ') || '—'
