import { mediaText } from '@shared/media-messages'
import type { MediaItem } from '@shared/schemas/media'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Spinner } from '@/ui/spinner'
import ImagesIcon from '~icons/lucide/images'
import { mediaQueryOptions } from './media-queries'
import { MediaFacts, MediaThumbnail, mediaName } from './media-summary'

/**
 * 'Choose from library': a dialog listing the uploaded images; picking one hands its address to
 * `onPick`, as a finished upload does.
 */
export function MediaPicker({
  onPick,
  label,
}: {
  onPick: (url: string) => void
  /** The field it fills, when the form has more than one image field: names the button for it. */
  label?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          aria-label={label ? `${mediaText.choose}: ${label}` : undefined}
        >
          <ImagesIcon aria-hidden="true" />
          {mediaText.choose}
        </Button>
      </DialogTrigger>
      <DialogContent size="3xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{mediaText.chooseHeading}</DialogTitle>
          <DialogDescription>{mediaText.chooseIntro}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: the list is fetched when someone wants it. */}
        {open && (
          <MediaChoices
            onPick={(url) => {
              onPick(url)
              setOpen(false)
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function MediaChoices({ onPick }: { onPick: (url: string) => void }) {
  const { data: items, isPending, isError } = useQuery(mediaQueryOptions())
  if (isPending) return <Spinner label={mediaText.loading} />
  if (isError)
    return (
      <p role="alert" className="text-destructive">
        {mediaText.loadFailed}
      </p>
    )
  if (items.length === 0) return <p>{mediaText.empty}</p>
  return <MediaSearch items={items} onPick={onPick} />
}

/** The library filtered as typed, by file name and by the titles of the items that use an image. */
function MediaSearch({ items, onPick }: { items: MediaItem[]; onPick: (url: string) => void }) {
  const [query, setQuery] = useState('')
  const words = query.trim().toLowerCase()
  const shown = words
    ? items.filter((item) =>
        [mediaName(item), ...item.usedBy.map((use) => use.title)].some((text) =>
          text.toLowerCase().includes(words),
        ),
      )
    : items
  return (
    <div className="grid gap-4">
      <FormField label={mediaText.searchLabel} hint={mediaText.searchHint} error={undefined}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </FormField>
      <p role="status" className={shown.length > 0 ? 'sr-only' : undefined}>
        {shown.length > 0 ? mediaText.shownCount(shown.length) : mediaText.noMatch}
      </p>
      <MediaGrid items={shown} onPick={onPick} />
    </div>
  )
}

function MediaGrid({ items, onPick }: { items: MediaItem[]; onPick: (url: string) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="grid content-start gap-2 rounded-md border p-2">
          <MediaThumbnail item={item} />
          <MediaFacts item={item} />
          <Button
            type="button"
            size="sm"
            aria-label={`${mediaText.select}: ${mediaName(item)}`}
            onClick={() => onPick(item.url)}
          >
            {mediaText.select}
          </Button>
        </li>
      ))}
    </ul>
  )
}
