import { zodResolver } from '@hookform/resolvers/zod'
import { contentMessages, formMessages } from '@shared/messages'
import { type CaseStudyInput, type CaseStudyPayload, caseStudySchema } from '@shared/schemas/case-study'
import type { CaseStudy } from '@shared/types'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField } from '@/components/forms/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { toastError } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { adminCaseStudiesQueryOptions } from '../api/content-queries'
import { createCaseStudy, updateCaseStudy } from '../api/content-writes'
import { PublishingFields } from './publishing-fields'

type TextName =
  | 'title'
  | 'description'
  | 'excerpt'
  | 'client'
  | 'industry'
  | 'projectDuration'
  | 'teamSize'
  | 'technologies'
type LongName = 'content' | 'challenge' | 'solution' | 'results'

function defaults(study?: CaseStudy): CaseStudyInput {
  return {
    title: study?.title ?? '',
    description: study?.description ?? '',
    content: study?.content ?? '',
    excerpt: study?.excerpt ?? '',
    client: study?.client ?? '',
    industry: study?.industry ?? '',
    challenge: study?.challenge ?? '',
    solution: study?.solution ?? '',
    results: study?.results ?? '',
    projectDuration: study?.projectDuration ?? '',
    teamSize: study?.teamSize ?? '',
    technologies: study?.technologies ?? '',
    featuredImage: study?.featuredImage ?? '',
    isPublished: study?.isPublished ?? false,
    hashtags: study?.hashtags.map((tag) => tag.id) ?? [],
  }
}

/** SPEC.md section 8: the server's `error` field when there is one. */
const serverMessageOr = (fallback: string) => (error: Error) =>
  (error instanceof ApiError && error.serverMessage) || fallback

/** Create or edit a case study (SPEC.md section 5); `study` present means editing. */
export function CaseStudyForm({ study, onDone }: { study?: CaseStudy; onDone: () => void }) {
  const form = useForm<CaseStudyInput, unknown, CaseStudyPayload>({
    resolver: zodResolver(caseStudySchema),
    defaultValues: defaults(study),
  })
  const { errors } = form.formState
  const [uploading, setUploading] = useState(false)
  const save = useAdminMutation({
    mutationFn: (values: CaseStudyPayload) =>
      study ? updateCaseStudy(study.id, values) : createCaseStudy(values),
    invalidates: [adminCaseStudiesQueryOptions().queryKey],
    success: study ? contentMessages.caseStudyUpdated : contentMessages.caseStudyCreated,
    failure: serverMessageOr(
      study ? contentMessages.caseStudyUpdateFailed : contentMessages.caseStudyCreateFailed,
    ),
    onSuccess: onDone,
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  const submit = form.handleSubmit((values) => {
    // A new case study needs its image, and an upload still running has no URL yet.
    if (!study && (uploading || !values.featuredImage)) {
      toastError(formMessages.imageRequired)
      form.setError('featuredImage', { type: 'required', message: formMessages.imageRequired })
      return
    }
    save.mutate(values)
  })
  const text = (name: TextName, label: string, required = true) => (
    <FormField label={label} error={errors[name]} required={required}>
      {(control) => <Input {...control} {...form.register(name)} />}
    </FormField>
  )
  const long = (name: LongName, label: string, rows = 3) => (
    <FormField label={label} error={errors[name]} required>
      {(control) => <Textarea {...control} rows={rows} {...form.register(name)} />}
    </FormField>
  )
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      {text('title', 'Title')}
      {text('description', 'Description')}
      {long('content', 'Content', 6)}
      {text('excerpt', 'Excerpt')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('client', 'Client')}
        {text('industry', 'Industry')}
      </div>
      {long('challenge', 'Challenge')}
      {long('solution', 'Solution')}
      {long('results', 'Results (one per line)')}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('projectDuration', 'Project duration', false)}
        {text('teamSize', 'Team size', false)}
        {text('technologies', 'Technologies', false)}
      </div>
      <PublishingFields control={form.control} onUploadingChange={setUploading} />
      <Button type="submit" disabled={uploading || save.isPending}>
        {save.isPending ? 'Saving...' : study ? 'Update Case Study' : 'Create Case Study'}
      </Button>
    </form>
  )
}
