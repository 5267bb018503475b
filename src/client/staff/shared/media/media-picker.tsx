import { mediaText } from '@shared/media-messages'
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
import { Spinner } from '@/ui/spinner'
import ImagesIcon from '~icons/lucide/images'
import { mediaQueryOptions } from './media-queries'
import { MediaFacts, MediaThumbnail, mediaName } from './media-summary'

/**
 * 'Choose from library': a dialog listing the uploaded images; picking one hands its address to
 * `onPick`, as a finished upload does.
 */
export function MediaPicker({ onPick }: { onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
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
