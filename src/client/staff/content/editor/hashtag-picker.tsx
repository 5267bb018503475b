import { HASHTAG_NAME_MAX } from '@shared/constants'
import { contentMessages } from '@shared/messages'
import { hashtagNameKey, normalizeHashtagName } from '@shared/schemas/hashtag'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { adminHashtagsQueryOptions } from '@/staff/shared/hashtag-queries'
import { createHashtag } from '@/staff/shared/hashtag-writes'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import PlusIcon from '~icons/lucide/plus'

/**
 * Hashtags as checkboxes in three columns (docs/product.md section 2); the value is a list of ids. A box
 * above finds a hashtag by name (the ticked ones stay in view) and adds one that does not exist
 * yet, ticked, as a topic: its type and description can be set in the Hashtags section.
 */
export function HashtagPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const id = useId()
  const { data: hashtags = [] } = useQuery(adminHashtagsQueryOptions())
  const [typed, setTyped] = useState('')
  const toggle = (hashtagId: number, checked: boolean) =>
    onChange(checked ? [...value, hashtagId] : value.filter((other) => other !== hashtagId))
  const wanted = hashtagNameKey(typed)
  const shown = wanted
    ? hashtags.filter((tag) => value.includes(tag.id) || hashtagNameKey(tag.name).includes(wanted))
    : hashtags
  const exact = hashtags.find((tag) => hashtagNameKey(tag.name) === wanted)
  const name = normalizeHashtagName(typed)
  const add = useAdminMutation({
    mutationFn: () => createHashtag({ name, type: 'topic', description: '' }),
    invalidates: [adminHashtagsQueryOptions().queryKey],
    success: contentMessages.hashtagCreated,
    // A name taken meanwhile says so; anything else is the spec's failure toast.
    failure: (error) =>
      (error instanceof ApiError && error.status === 409 && error.serverMessage) ||
      contentMessages.hashtagCreateFailed,
    onSuccess: (created) => {
      onChange([...value, created.id])
      setTyped('')
    },
  })
  const offerNew = name !== '' && !exact
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Hashtags</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-find`} weight="normal">
            {contentMessages.findOrAddHashtag}
          </Label>
          <Input
            id={`${id}-find`}
            type="search"
            value={typed}
            maxLength={HASHTAG_NAME_MAX + 1}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the new hashtag here rather than saving the whole form.
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (offerNew && !add.isPending) add.mutate()
            }}
          />
        </div>
        {offerNew && (
          <Button type="button" variant="outline" onClick={() => add.mutate()} disabled={add.isPending}>
            <PlusIcon aria-hidden="true" />
            {contentMessages.addHashtag(name)}
          </Button>
        )}
      </div>
      {/* As many columns as fit with room for a long word ("#Transformation"): two in the side panel. */}
      <div
        className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2"
        data-testid="hashtag-picker"
      >
        {shown.map((tag) => (
          <div key={tag.id} className="flex min-w-0 items-start gap-2">
            <Checkbox
              id={`${id}-${tag.id}`}
              checked={value.includes(tag.id)}
              onCheckedChange={(checked) => toggle(tag.id, checked === true)}
            />
            <Label htmlFor={`${id}-${tag.id}`} weight="normal" leading="text" className="min-w-0 break-words">
              #{breakableName(tag.name)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * A hashtag with a line-break opportunity before each inner capital: in a column half the
 * settings' width, '#PlatformEngineering' wraps as 'Platform' / 'Engineering' instead of running
 * into the next column or breaking inside a word. `<wbr>` adds no text, so the checkbox's name stays the hashtag.
 */
function breakableName(name: string) {
  return name.split(/(?=[A-Z])/).flatMap((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never change places
    index === 0 ? [part] : [<wbr key={index} />, part],
  )
}
