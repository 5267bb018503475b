import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { UnavailableButton } from '@/ui/unavailable-button'
import Plus from '~icons/lucide/plus'
import { type AddableType, blockCount, blockTypes } from './block-form-fields'
import { blockTypeLabels, pageEditorText as text } from './page-editor-text'

/** A block type to choose and 'Add block', which puts a new block of it at the end of the page. */
export function AddBlock({ full, onAdd }: { full: boolean; onAdd: (type: AddableType) => void }) {
  const id = useId()
  const [type, setType] = useState<AddableType>(blockTypes[0] ?? 'hero')
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-3">
      <div className="grid min-w-48 gap-2">
        <Label htmlFor={id}>{text.blockType}</Label>
        <NativeSelect id={id} value={type} onChange={(event) => setType(event.target.value as AddableType)}>
          {blockTypes.map((each) => (
            <option key={each} value={each}>
              {blockTypeLabels[each]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {full ? (
        <UnavailableButton variant="outline" reason={text.pageFull(blockCount.max)}>
          <Plus aria-hidden="true" />
          {text.addBlock}
        </UnavailableButton>
      ) : (
        <Button type="button" variant="outline" onClick={() => onAdd(type)}>
          <Plus aria-hidden="true" />
          {text.addBlock}
        </Button>
      )}
    </div>
  )
}
