import { createFileRoute } from '@tanstack/react-router'
import { SharedBlocksSection } from '@/staff/content/shared-blocks/shared-blocks-section'
import { SectionFailed } from '@/staff/shell/section-failed'

/** `?edit=<id>` opens that shared block's form (the page editor's 'Edit shared block' links here). */
export const Route = createFileRoute('/admin/shared-blocks')({
  validateSearch: (search: Record<string, unknown>): { edit?: number } => {
    const edit = Number(search.edit)
    return Number.isInteger(edit) && edit > 0 ? { edit } : {}
  },
  errorComponent: SectionFailed,
  component: function SharedBlocksRoute() {
    return <SharedBlocksSection editing={Route.useSearch().edit} />
  },
})
