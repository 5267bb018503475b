import { type PublicationState, type PublicationStatus, publicationStatus } from '@shared/content/publication'
import { imageAltText } from '@shared/image-alt'
import { scheduleText } from '@shared/schedule-text'
import type { ImageFocus } from '@shared/schemas/media'
import type { ReviewState } from '@shared/schemas/review'
import type { HashtagRef } from '@shared/types'
import type * as React from 'react'
import { ContentImage } from '@/content/content-image'
import { HashtagBadges } from '@/content/hashtag-badges'
import { workflowState } from '@/staff/content/workflow-state'
import { localTime } from '@/staff/shared/local-time'
import { StateBadge } from '@/staff/shared/state-badge'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/ui/card'
import ClockIcon from '~icons/lucide/clock'
import EyeIcon from '~icons/lucide/eye'
import EyeOffIcon from '~icons/lucide/eye-off'
import PencilIcon from '~icons/lucide/pencil'

export interface ContentCardProps {
  title: string
  /** Published, and its publish and unpublish times, and where it stands in review. */
  publication: PublicationState & { reviewState: ReviewState | null }
  /** Author and date, or client and industry. */
  meta: React.ReactNode
  image: string | null
  imageFocus: ImageFocus | null
  excerpt: string
  hashtags: HashtagRef[]
  /** The image has neither alt text nor the decorative mark. */
  needsAltText: boolean
  /** Present when the signed-in person may edit the item (item-access.ts). */
  onEdit?: () => void
  /** The item's other actions (history, share preview, withdraw, delete), the table rows' menu. */
  menu: React.ReactNode
}

/** A POV or case study in the staff lists (docs/product.md section 2). */
export function ContentCard({
  title,
  publication,
  meta,
  image,
  imageFocus,
  excerpt,
  hashtags,
  needsAltText,
  onEdit,
  menu,
}: ContentCardProps) {
  const now = new Date()
  const shown = publicationStatus(publication, now)
  const live = shown.kind === 'published'
  const status = live
    ? 'Published'
    : shown.kind === 'scheduled'
      ? scheduleText.scheduledStatus
      : 'Unpublished'
  const StatusIcon = live ? EyeIcon : shown.kind === 'scheduled' ? ClockIcon : EyeOffIcon
  return (
    <Card className="flex h-full flex-col overflow-hidden pt-0" data-testid="admin-card">
      {/* Decorative: the card's title follows. */}
      <ContentImage
        src={image}
        focus={imageFocus}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={360}
        className="aspect-video w-full object-cover"
        loading="lazy"
      />
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle size="lg">{title}</CardTitle>
          <StatusIcon
            role="img"
            aria-label={status}
            title={status}
            className={live ? 'size-5 shrink-0 text-green-700' : 'size-5 shrink-0 text-muted-foreground'}
          />
        </div>
        <div className="text-sm text-muted-foreground">{meta}</div>
        <StateBadge state={workflowState(publication, now)} />
        <ScheduleLine status={shown} />
        {needsAltText && (
          <Badge variant="destructive" className="w-fit">
            {imageAltText.needed}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="line-clamp-3 text-sm">{excerpt}</p>
        <HashtagBadges hashtags={hashtags} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {onEdit && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-haspopup="dialog"
            aria-label={`Edit ${title}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
        {menu}
      </CardFooter>
    </Card>
  )
}

/** When a scheduled item goes live or comes down, in the staff member's zone; nothing otherwise. */
function ScheduleLine({ status }: { status: PublicationStatus }) {
  const text =
    status.kind === 'scheduled'
      ? scheduleText.scheduledFor(localTime(status.publishAt))
      : status.kind === 'ended'
        ? scheduleText.unpublished(localTime(status.unpublishAt))
        : status.kind === 'published' && status.unpublishAt
          ? scheduleText.unpublishes(localTime(status.unpublishAt))
          : null
  return text && <p className="text-sm font-medium">{text}</p>
}
