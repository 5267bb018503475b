import { type HashtagLink, hashtagOf } from '@shared/types'
import { cn } from '@/lib/utils'
import { Badge } from '@/ui/badge'

/** Hashtags as `#name` badges; links may arrive flat or wrapped (docs/product.md section 3). */
export function HashtagBadges({
  hashtags,
  max,
  className,
}: {
  hashtags: HashtagLink[]
  max?: number
  className?: string
}) {
  const shown = hashtags.map(hashtagOf).slice(0, max)
  if (shown.length === 0) return null
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <Badge variant="secondary">#{tag.name}</Badge>
        </li>
      ))}
    </ul>
  )
}
