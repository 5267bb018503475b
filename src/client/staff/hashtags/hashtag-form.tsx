import { zodResolver } from '@hookform/resolvers/zod'
import { HASHTAG_TYPES } from '@shared/constants'
import { adminMessages, contentMessages } from '@shared/messages'
import { type HashtagInput, type HashtagPayload, hashtagSchema } from '@shared/schemas/hashtag'
import type { Hashtag } from '@shared/types'
import { Controller, useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { staffListKeys } from '@/staff/shared/content-type-calls'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { createHashtag, updateHashtag } from '@/staff/shared/hashtag-writes'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/select'
import { Textarea } from '@/ui/textarea'

const TYPE_LABELS: Record<(typeof HASHTAG_TYPES)[number], string> = {
  service: 'Service',
  industry: 'Industry',
  topic: 'Topic',
}

/** Create or edit a hashtag; a renamed hashtag shows on the POV and case-study cards too. */
export function HashtagForm({ hashtag, onDone }: { hashtag?: Hashtag; onDone: () => void }) {
  const form = useForm<HashtagInput, unknown, HashtagPayload>({
    resolver: zodResolver(hashtagSchema),
    defaultValues: {
      name: hashtag?.name ?? '',
      type: hashtag?.type ?? 'service',
      description: hashtag?.description ?? '',
    },
  })
  const { errors } = form.formState
  const save = useAdminMutation({
    mutationFn: (values: HashtagPayload) =>
      hashtag ? updateHashtag(hashtag.id, values) : createHashtag(values),
    // A new name shows on every item of every type that has it.
    invalidates: hashtag
      ? [adminHashtagsQueryOptions().queryKey, ...staffListKeys()]
      : [adminHashtagsQueryOptions().queryKey],
    success: hashtag ? adminMessages.hashtagUpdated : contentMessages.hashtagCreated,
    failure: () => (hashtag ? adminMessages.hashtagUpdateFailed : contentMessages.hashtagCreateFailed),
    onSuccess: onDone,
    onError: (error) => {
      showServerFieldErrors(error, form.setError)
      // A duplicate name (409) belongs next to the name field.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
        form.setError('name', { type: 'server', message: error.serverMessage })
      }
    },
  })
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField label="Name" error={errors.name} required>
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormField label="Type" error={errors.type}>
            {(control) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {HASHTAG_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <FormField label="Description" error={errors.description}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : hashtag ? 'Update Hashtag' : 'Create Hashtag'}
      </Button>
    </form>
  )
}
