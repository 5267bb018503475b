import { isPubliclyVisible, type PublicationState } from '@shared/content/publication'
import { previewBarText } from '@shared/preview-text'
import { useId } from 'react'
import { cn } from '@/lib/utils'
import EyeOffIcon from '~icons/lucide/eye-off'

/**
 * The bar at the top of a detail page whose item visitors cannot see (a draft, or scheduled):
 * what staff and preview-link holders see there is not public yet. A labelled region, so that
 * screen reader users find it among the landmarks; foreground on background for full contrast.
 */
export function PreviewBar({ item, className }: { item: PublicationState; className?: string }) {
  const id = useId()
  if (isPubliclyVisible(item, new Date())) return null
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex items-center justify-center gap-2 bg-foreground px-6 py-3 font-semibold text-background',
        className,
      )}
    >
      <EyeOffIcon className="size-5 shrink-0" aria-hidden="true" />
      <p id={id}>{previewBarText.notPublished}</p>
    </section>
  )
}
