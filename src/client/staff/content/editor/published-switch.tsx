import { useId } from 'react'
import { Label } from '@/ui/label'
import { Switch } from '@/ui/switch'

export function PublishedSwitch({
  value,
  onChange,
}: {
  value: boolean
  onChange: (published: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={value} onCheckedChange={onChange} />
      <Label htmlFor={id}>Published</Label>
    </div>
  )
}
