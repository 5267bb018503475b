import { documentMessages } from '@shared/whitepaper-download-messages'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { toastError } from '@/ui/use-toast'
import { uploadDocument } from './upload-document'

/**
 * A whitepaper's PDF: uploaded at once when picked; the value is its R2 key, which is
 * no address, so the field shows whether there is a document rather than a link to it.
 */
export function DocumentField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: string
  onChange: (key: string) => void
  onUploadingChange: (uploading: boolean) => void
}) {
  const id = useId()
  const upload = useMutation({
    mutationFn: uploadDocument,
    onMutate: () => onUploadingChange(true),
    onSettled: () => onUploadingChange(false),
    onSuccess: ({ key }) => onChange(key),
    onError: (error) => toastError(error.message),
  })
  const state = upload.isPending
    ? documentMessages.uploading
    : value
      ? documentMessages.uploaded
      : documentMessages.none
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <Label htmlFor={id}>{documentMessages.label}</Label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={upload.isPending}
        aria-describedby={`${id}-state`}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) upload.mutate(file)
          event.currentTarget.value = ''
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-state`} role="status" className="text-sm text-muted-foreground">
          {state}
        </p>
        {value && !upload.isPending && (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            {documentMessages.remove}
          </Button>
        )}
      </div>
    </div>
  )
}
