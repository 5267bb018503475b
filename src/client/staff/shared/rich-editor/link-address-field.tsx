import { richEditorText as text } from '@shared/markdown-messages'
import { type LinkTarget, linkTargetAnswer } from '@shared/schemas/link-target'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useEffect, useId, useState } from 'react'
import type { FieldError, UseFormReturn } from 'react-hook-form'
import { api, unwrap } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { cn } from '@/lib/utils'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'

// The link dialog's address: an address typed as it is, or words of a page's or an item's title
// that list the matches (the combobox pattern: the list is the input's popup, the arrow keys move
// the active option, Enter takes it, Escape closes the list). A path of this site that shows
// visitors nothing is named under the field, as a warning the save does not refuse.

/** Typed text that is an address already, not words of a title. */
const isAddress = (value: string) => ADDRESS_START.test(value)

/** A path, a scheme (`https:`, `mailto:`) or `www.`: a title's "Pricing: what works" is words. */
const ADDRESS_START = /^(\/|[a-z][a-z\d+.-]*:\S|www\.)/i

const linkTargets = (query: { q?: string; path?: string }) => ({
  queryKey: ['admin', 'link-targets', query],
  queryFn: async () => linkTargetAnswer.parse(await unwrap(api.admin['link-targets'].$get({ query }))),
  staleTime: 30_000,
})

const statusLabel = (target: LinkTarget) => text.linkStatus[target.status]

/** Keys that move through the list or take an option, as the combobox pattern has them. */
function listKeys(
  event: React.KeyboardEvent<HTMLInputElement>,
  {
    open,
    count,
    active,
    setActive,
    setOpen,
    pick,
  }: {
    open: boolean
    count: number
    active: number
    setActive: (index: number) => void
    setOpen: (open: boolean) => void
    pick: (index: number) => void
  },
) {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (count === 0) return
    event.preventDefault()
    if (!open) {
      setOpen(true)
      setActive(event.key === 'ArrowDown' ? 0 : count - 1)
      return
    }
    const step = event.key === 'ArrowDown' ? 1 : -1
    setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count)
  } else if (event.key === 'Enter' && open && active >= 0) {
    // Takes the option instead of saving the dialog.
    event.preventDefault()
    pick(active)
  } else if (event.key === 'Escape' && open) {
    setOpen(false)
  }
}

export function LinkAddressField({
  form,
  error,
  onListOpenChange,
}: {
  form: UseFormReturn<{ address: string }>
  error: FieldError | undefined
  /** The dialog keeps Escape for the list while it is open. */
  onListOpenChange: (open: boolean) => void
}) {
  const listId = useId()
  const value = form.watch('address') ?? ''
  const typed = useDebouncedValue(value.trim(), 250)
  const words = !isAddress(typed) && typed.length >= 2 ? typed : ''
  const search = useQuery({
    ...linkTargets({ q: words }),
    enabled: words !== '',
    placeholderData: keepPreviousData,
  })
  const check = useQuery({ ...linkTargets({ path: typed }), enabled: typed.startsWith('/') })
  const [open, setOpenState] = useState(false)
  const [active, setActive] = useState(-1)
  const targets = words ? (search.data?.targets ?? []) : []
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onListOpenChange(next)
    if (!next) setActive(-1)
  }
  // A new search shows its list, with no option active until the arrow keys choose one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens on each answer, not on each render
  useEffect(() => {
    if (words && search.data) setOpen(true)
    else if (!words) setOpen(false)
  }, [words, search.data])
  const pick = (index: number) => {
    const target = targets[index]
    if (!target) return
    form.setValue('address', target.path, { shouldValidate: form.formState.isSubmitted })
    setOpen(false)
  }
  const showList = open && words !== '' && search.data !== undefined
  const registration = form.register('address')
  const warningId = `${listId}-warning`
  const unanswered = typed.startsWith('/') && check.data?.unanswered === true
  return (
    <div className="grid gap-2">
      <FormField label={text.linkAddress} hint={text.linkHint} error={error} required>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              aria-describedby={
                [control['aria-describedby'], unanswered && warningId].filter(Boolean).join(' ') || undefined
              }
              type="text"
              inputMode="url"
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
              {...registration}
              onKeyDown={(event) =>
                listKeys(event, { open: showList, count: targets.length, active, setActive, setOpen, pick })
              }
              onBlur={(event) => {
                setOpen(false)
                void registration.onBlur(event)
              }}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={text.linkResults}
              hidden={!showList || targets.length === 0}
              className="absolute inset-x-0 top-full z-10 mt-1 grid max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
            >
              {targets.map((target, index) => (
                <div
                  key={target.path}
                  id={`${listId}-${index}`}
                  role="option"
                  // Focus stays in the input; it points here with aria-activedescendant.
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={cn(
                    'grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm',
                    index === active && 'bg-muted',
                  )}
                  // On mouse down: the input keeps focus, which would close the list before a click.
                  onMouseDown={(event) => {
                    event.preventDefault()
                    pick(index)
                  }}
                >
                  <span className="font-medium">{target.title}</span>
                  <span className="text-muted-foreground">
                    {target.type} · {target.path} · {statusLabel(target)}
                  </span>
                </div>
              ))}
            </div>
          </div>
        )}
      </FormField>
      <p role="status" className="sr-only">
        {showList ? text.linkFound(targets.length) : ''}
      </p>
      {unanswered && (
        <p id={warningId} className="text-sm text-amber-700 dark:text-amber-400">
          {text.linkUnanswered(typed)}
        </p>
      )}
    </div>
  )
}
