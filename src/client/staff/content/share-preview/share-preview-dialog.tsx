import type { ContentTypeName } from '@shared/content/registry'
import { sharePreviewText as text } from '@shared/preview-text'
import { lazy, Suspense } from 'react'
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
import LinkIcon from '~icons/lucide/link'
import type { SharedItem } from './share-preview-panel'

// The dialog's body comes when it first opens, not with the list.
const SharePreviewPanel = lazy(() =>
  import('./share-preview-panel').then((module) => ({ default: module.SharePreviewPanel })),
)

/**
 * 'Share preview' on a content card: a dialog that makes a link showing the item to
 * someone without an account, and lists the item's live links to revoke.
 */
export function SharePreviewButton({ type, item }: { type: ContentTypeName; item: SharedItem }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={text.buttonLabel(item.title)}
          title={text.button}
        >
          <LinkIcon aria-hidden="true" />
          {text.button}
        </Button>
      </DialogTrigger>
      <DialogContent size="xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{text.dialogTitle(item.title)}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label={text.dialogTitle(item.title)} />}>
          <SharePreviewPanel type={type} item={item} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
