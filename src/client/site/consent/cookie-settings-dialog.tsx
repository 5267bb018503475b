import { useId, useState } from 'react'
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentPreferences,
  getConsent,
  saveConsent,
} from '@/lib/consent'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog'
import { Switch } from '@/ui/switch'
import { categoryCopy, consentCopy } from './consent-copy'

function CategoryRow({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory
  checked: boolean
  onChange: (value: boolean) => void
}) {
  const id = useId()
  const { label, description } = categoryCopy[category]
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div>
        <label htmlFor={id} className="font-medium text-primary">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={category === 'essential'}
        aria-describedby={`${id}-description`}
        onCheckedChange={onChange}
      />
    </div>
  )
}

/** Customize dialog: one switch per category, Essential on and disabled, saved at once. */
export function CookieSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [draft, setDraft] = useState<ConsentPreferences>(() => getConsent().preferences)
  const [wasOpen, setWasOpen] = useState(open)
  // Each opening starts from the stored choices, not from an unsaved earlier draft.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setDraft(getConsent().preferences)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{consentCopy.dialogTitle}</DialogTitle>
          <DialogDescription>{consentCopy.dialogDescription}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          {CONSENT_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              checked={draft[category]}
              onChange={(value) => setDraft((current) => ({ ...current, [category]: value }))}
            />
          ))}
        </div>
        <DialogFooter>
          <Button
            variant="accent"
            onClick={() => {
              saveConsent(draft)
              onOpenChange(false)
            }}
          >
            {consentCopy.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
