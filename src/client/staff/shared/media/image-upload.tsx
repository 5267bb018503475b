import { uploadMessages } from '@shared/messages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog'
import { Label } from '@/ui/label'
import { toastError } from '@/ui/use-toast'
import { mediaQueryOptions } from './media-queries'
import { uploadImage } from './upload-image'

/**
 * Picks an image and uploads it at once (docs/product.md section 4: idle, uploading, success dialog or
 * failure toast); the uploaded URL goes to `onUploaded`.
 */
export function ImageUpload({
  onUploaded,
  onUploadingChange,
}: {
  onUploaded: (url: string) => void
  onUploadingChange: (uploading: boolean) => void
}) {
  const id = useId()
  const [done, setDone] = useState<{ url: string; name: string } | null>(null)
  const queryClient = useQueryClient()
  const upload = useMutation({
    mutationFn: uploadImage,
    onMutate: () => onUploadingChange(true),
    onSettled: () => onUploadingChange(false),
    onSuccess: ({ url }, file) => {
      onUploaded(url)
      setDone({ url, name: file.name })
      // A new image in the library.
      queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey })
    },
    onError: (error) => toastError(error.message),
  })
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Upload image</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={upload.isPending}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) upload.mutate(file)
          event.currentTarget.value = ''
        }}
      />
      {upload.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {uploadMessages.uploading}
        </p>
      )}
      <Dialog open={done !== null} onOpenChange={(open) => !open && setDone(null)}>
        <DialogContent showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>{uploadMessages.uploaded}</DialogTitle>
            <DialogDescription>{done?.name}</DialogDescription>
          </DialogHeader>
          {done && (
            <img
              src={done.url}
              alt={`Preview of ${done.name}`}
              className="max-h-64 w-full rounded-md object-contain"
            />
          )}
          <DialogFooter>
            <Button type="button" onClick={() => setDone(null)}>
              OK
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
