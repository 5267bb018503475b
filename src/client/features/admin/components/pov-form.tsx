import { zodResolver } from '@hookform/resolvers/zod'
import { contentMessages } from '@shared/messages'
import { type PovInput, type PovPayload, povSchema } from '@shared/schemas/pov'
import type { Pov } from '@shared/types'
import { format } from 'date-fns'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField } from '@/components/forms/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { adminPovsQueryOptions } from '../api/content-queries'
import { createPov, updatePov } from '../api/content-writes'
import { PublishingFields } from './publishing-fields'

function defaults(pov?: Pov): PovInput {
  return {
    title: pov?.title ?? '',
    description: pov?.description ?? '',
    content: pov?.content ?? '',
    excerpt: pov?.excerpt ?? '',
    author: pov?.author ?? '',
    publishedDate: pov?.publishedDate ?? format(new Date(), 'yyyy-MM-dd'),
    featuredImage: pov?.featuredImage ?? '',
    isPublished: pov?.isPublished ?? false,
    hashtags: pov?.hashtags.map((tag) => tag.id) ?? [],
  }
}

/** Create or edit a POV (SPEC.md section 5); `pov` present means editing. */
export function PovForm({ pov, onDone }: { pov?: Pov; onDone: () => void }) {
  const form = useForm<PovInput, unknown, PovPayload>({
    resolver: zodResolver(povSchema),
    defaultValues: defaults(pov),
  })
  const { errors } = form.formState
  const [uploading, setUploading] = useState(false)
  const save = useAdminMutation({
    mutationFn: (values: PovPayload) => (pov ? updatePov(pov.id, values) : createPov(values)),
    invalidates: [adminPovsQueryOptions().queryKey],
    success: pov ? contentMessages.povUpdated : contentMessages.povCreated,
    failure: () => (pov ? contentMessages.povUpdateFailed : contentMessages.povCreateFailed),
    onSuccess: onDone,
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  const text = (name: 'title' | 'description' | 'excerpt' | 'author', label: string) => (
    <FormField label={label} error={errors[name]} required>
      {(control) => <Input {...control} {...form.register(name)} />}
    </FormField>
  )
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {text('title', 'Title')}
      {text('description', 'Description')}
      <FormField label="Content" error={errors.content} required>
        {(control) => <Textarea {...control} rows={8} {...form.register('content')} />}
      </FormField>
      {text('excerpt', 'Excerpt')}
      {text('author', 'Author')}
      <FormField label="Published date" error={errors.publishedDate} required>
        {(control) => <Input {...control} type="date" {...form.register('publishedDate')} />}
      </FormField>
      <PublishingFields control={form.control} onUploadingChange={setUploading} />
      <Button type="submit" disabled={uploading || save.isPending}>
        {save.isPending ? 'Saving...' : pov ? 'Update POV' : 'Create POV'}
      </Button>
    </form>
  )
}
