import { type WorkflowStateName, workflowStateLabels } from '@shared/review-messages'
import { cn } from '@/lib/utils'

const LOOK: Record<WorkflowStateName, string> = {
  draft: 'bg-muted text-foreground',
  in_review: 'bg-sky-100 text-sky-950',
  changes_requested: 'bg-orange-100 text-orange-950',
  scheduled: 'bg-amber-100 text-amber-950',
  published: 'bg-green-100 text-green-950',
  ended: 'bg-muted text-muted-foreground',
}

/** Where an item stands in the workflow, in its colour: the state's name, or `words` saying more. */
export function StateBadge({
  state,
  words,
  className,
}: {
  state: WorkflowStateName
  words?: string
  className?: string
}) {
  return (
    <span
      className={cn('inline-block w-fit rounded-md px-2 py-0.5 text-xs font-medium', LOOK[state], className)}
    >
      {words ?? workflowStateLabels[state]}
    </span>
  )
}
