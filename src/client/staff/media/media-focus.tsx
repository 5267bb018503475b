import { mediaText } from '@shared/media-messages'
import type { ImageFocus, MediaItem } from '@shared/schemas/media'
import { useId, useState } from 'react'
import { ContentImage } from '@/content/content-image'
import { setMediaFocus } from '@/staff/shared/media/media-queries'
import { mediaName } from '@/staff/shared/media/media-summary'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import CrosshairIcon from '~icons/lucide/crosshair'

const CENTRE: ImageFocus = { x: 0.5, y: 0.5 }
const percent = (share: number) => Math.round(share * 100)

/**
 * An image's focal point, for admins: a click on the subject, or two sliders (the keyboard's way),
 * with the card's crop previewed as it will be. Saved, every crop keeps it in view.
 */
export function MediaFocus({ item }: { item: MediaItem }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [focus, setFocus] = useState<ImageFocus>(item.focus ?? CENTRE)
  const save = useAdminMutation({
    mutationFn: setMediaFocus,
    // The library's cards and the content lists' covers show it.
    invalidates: [['admin']],
    success: mediaText.focusSaved,
    failure: () => mediaText.focusFailed,
  })
  const slider = (axis: 'x' | 'y', label: string) => (
    <label className="grid gap-1 text-sm">
      <span>
        {label}: {percent(focus[axis])}%
      </span>
      <input
        type="range"
        min={0}
        max={100}
        value={percent(focus[axis])}
        onChange={(event) => setFocus({ ...focus, [axis]: Number(event.target.value) / 100 })}
        className="accent-primary"
      />
    </label>
  )
  return (
    <div className="grid w-full gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        aria-label={mediaText.focalPointOf(mediaName(item))}
        onClick={() => setOpen(!open)}
        className="justify-self-start"
      >
        <CrosshairIcon aria-hidden="true" />
        {mediaText.focalPoint}
      </Button>
      {open && (
        <div id={id} className="grid gap-3">
          <p className="text-sm text-muted-foreground">{mediaText.focusHelp}</p>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the sliders below are the keyboard's way to the same choice */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the sliders below are the keyboard's way to the same choice */}
          <div
            className="relative cursor-crosshair"
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect()
              setFocus({
                x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
                y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
              })
            }}
          >
            <ContentImage
              src={item.url}
              alt=""
              sizes="400px"
              width={item.width}
              height={item.height}
              className="h-auto w-full rounded-md"
            />
            <span
              aria-hidden="true"
              data-testid="focus-marker"
              className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/70 shadow"
              style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
            />
          </div>
          {slider('x', mediaText.focusAcross)}
          {slider('y', mediaText.focusDown)}
          <figure className="grid gap-1">
            <ContentImage
              src={item.url}
              alt=""
              sizes="400px"
              width={640}
              height={360}
              focus={focus}
              className="aspect-video w-full rounded-md object-cover"
              data-testid="focus-preview"
            />
            <figcaption className="text-sm text-muted-foreground">{mediaText.focusPreview}</figcaption>
          </figure>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={save.isPending}
              onClick={() => save.mutate({ id: item.id, focus })}
            >
              {mediaText.saveFocus}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                setFocus(CENTRE)
                save.mutate({ id: item.id, focus: null })
              }}
            >
              {mediaText.centreFocus}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
