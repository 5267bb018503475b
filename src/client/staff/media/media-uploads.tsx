import { mediaText } from '@shared/media-messages'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { mediaQueryOptions } from '@/staff/shared/media/media-queries'
import { uploadImage } from '@/staff/shared/media/upload-image'
import { Label } from '@/ui/label'
import CheckIcon from '~icons/lucide/check'
import UploadIcon from '~icons/lucide/upload'

type FileState =
  | { name: string; state: 'waiting' | 'uploading' | 'done' }
  | { name: string; state: 'failed'; message: string }

/**
 * Uploads to the library: several images chosen at once or dropped on the box, sent one after the
 * other through POST /api/upload (which checks each by its content), each with its own line that
 * says whether it is waiting, uploading, uploaded or refused, and why (the server's 413 and 415 words).
 */
export function MediaUploads() {
  const id = useId()
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<FileState[]>([])
  const [over, setOver] = useState(false)
  const running = useRef(Promise.resolve())

  const set = (index: number, next: FileState) =>
    setFiles((current) => current.map((file, at) => (at === index ? next : file)))

  const add = (chosen: File[]) => {
    const images = chosen
    if (images.length === 0) return
    let first = 0
    setFiles((current) => {
      first = current.length
      return [...current, ...images.map((file) => ({ name: file.name, state: 'waiting' as const }))]
    })
    // One at a time, after any earlier batch: the Worker checks each image's pixels.
    images.forEach((file, offset) => {
      running.current = running.current.then(async () => {
        const index = first + offset
        set(index, { name: file.name, state: 'uploading' })
        try {
          await uploadImage(file)
          set(index, { name: file.name, state: 'done' })
          await queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey })
        } catch (error) {
          set(index, { name: file.name, state: 'failed', message: (error as Error).message })
        }
      })
    })
  }

  const done = files.filter((file) => file.state === 'done').length
  const failed = files.filter((file) => file.state === 'failed').length
  const busy = files.some((file) => file.state === 'waiting' || file.state === 'uploading')
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        {mediaText.uploadHeading}
      </h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input inside does the same for the keyboard and screen readers */}
      <div
        data-testid="media-drop-zone"
        className={cn(
          'grid justify-items-start gap-2 rounded-md border-2 border-dashed p-4',
          over && 'border-primary bg-muted',
        )}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          add([...event.dataTransfer.files])
        }}
      >
        <UploadIcon aria-hidden="true" className="size-5 opacity-60" />
        <Label htmlFor={id}>{mediaText.uploadLabel}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {mediaText.uploadHint}
        </p>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${id}-hint`}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])])
            event.currentTarget.value = ''
          }}
        />
      </div>
      {files.length > 0 && (
        <ul aria-label={mediaText.uploadsList} className="grid gap-1 text-sm">
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's line stays where it was added
            <li key={index} className="flex flex-wrap items-center gap-x-2">
              <span className="font-medium break-all">{file.name}</span>
              {file.state === 'failed' ? (
                <span className="text-destructive">{file.message}</span>
              ) : (
                <span className="flex items-center gap-1 text-muted-foreground">
                  {file.state === 'done' && <CheckIcon aria-hidden="true" className="size-4" />}
                  {mediaText.uploadState[file.state]}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {files.length > 0 && !busy ? mediaText.uploadSummary(done, failed) : ''}
      </p>
    </section>
  )
}
