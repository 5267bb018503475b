import { contentMessages } from '@shared/messages'
import type { CaseStudy } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { FormDialog } from '@/components/forms/form-dialog'
import { useAdminMutation } from '@/hooks/use-admin-mutation'
import { ApiError } from '@/lib/api-client'
import { adminCaseStudiesQueryOptions } from '../api/content-queries'
import { deleteCaseStudy } from '../api/content-writes'
import { useEditing } from '../use-editing'
import { useStaffList } from '../use-staff-list'
import { CaseStudyForm } from './case-study-form'
import { ContentCard } from './content-card'
import { DeleteButton } from './delete-button'
import { ListSection } from './list-section'

/** The Case Studies tab, drafts included; edit and delete only for admins. */
export function CaseStudyList({ canEdit }: { canEdit: boolean }) {
  const { items: studies, section } = useStaffList(
    useQuery(adminCaseStudiesQueryOptions()),
    contentMessages.caseStudiesFetchFailed,
  )
  const editing = useEditing<CaseStudy>()
  const remove = useAdminMutation({
    mutationFn: deleteCaseStudy,
    invalidates: [adminCaseStudiesQueryOptions().queryKey],
    success: contentMessages.caseStudyDeleted,
    failure: (error) =>
      (error instanceof ApiError && error.serverMessage) || contentMessages.caseStudyDeleteFailed,
  })
  return (
    <ListSection title="Case Studies" addLabel="Add Case Study" onAdd={editing.add} {...section}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <ContentCard
            key={study.id}
            title={study.title}
            isPublished={study.isPublished}
            meta={`${study.client} · ${study.industry}`}
            image={study.featuredImage}
            excerpt={study.excerpt}
            hashtags={study.hashtags}
            onEdit={canEdit ? () => editing.edit(study) : undefined}
            deleteButton={
              canEdit && <DeleteButton itemName={study.title} onConfirm={() => remove.mutate(study.id)} />
            }
          />
        ))}
      </div>
      <FormDialog
        title={editing.item ? 'Edit Case Study' : 'Create Case Study'}
        open={editing.open}
        onClose={editing.close}
      >
        <CaseStudyForm study={editing.item} onDone={editing.close} />
      </FormDialog>
    </ListSection>
  )
}
