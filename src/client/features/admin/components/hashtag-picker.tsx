import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { adminHashtagsQueryOptions } from '../api/content-queries'

/** Hashtags as checkboxes in three columns (SPEC.md section 2); the value is a list of ids. */
export function HashtagPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const id = useId()
  const { data: hashtags = [] } = useQuery(adminHashtagsQueryOptions())
  const toggle = (hashtagId: number, checked: boolean) =>
    onChange(checked ? [...value, hashtagId] : value.filter((other) => other !== hashtagId))
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Hashtags</legend>
      <div className="grid grid-cols-3 gap-2" data-testid="hashtag-picker">
        {hashtags.map((tag) => (
          <div key={tag.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${tag.id}`}
              checked={value.includes(tag.id)}
              onCheckedChange={(checked) => toggle(tag.id, checked === true)}
            />
            <Label htmlFor={`${id}-${tag.id}`} weight="normal" leading="text">
              #{tag.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
