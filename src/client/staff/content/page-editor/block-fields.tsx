import { STATIC_PAGE_IMAGES } from '@shared/schemas/page-block-fields'
import { useCallback, useEffect, useId, useRef } from 'react'
import { MarkdownField } from '@/staff/content/editor/markdown-field'
import { MediaPicker } from '@/staff/shared/media/media-picker'
import { Checkbox } from '@/ui/checkbox'
import { FormField, labelIdOf } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { NativeSelect } from '@/ui/native-select'
import { Textarea } from '@/ui/textarea'
import { type FormField as BlockFormField, blankOf } from './block-form-fields'
import { type Path, pathKey } from './draft-document'
import { firstControlOf, pathAttribute, useEditor } from './editor-context'
import type { FieldProps, Of } from './field-props'
import { ListField } from './list-field'
import { pageEditorText as text } from './page-editor-text'

// The fields of a block (or of a list's item), from its form (block-form-fields.ts): each control
// shows its value at its path in the document and the message about it, and writes through the editor.

const errorOf = (message: string | undefined) => (message ? { type: 'schema', message } : undefined)

export function BlockFields({
  fields,
  value,
  path,
}: {
  fields: BlockFormField[]
  value: unknown
  path: Path
}) {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  return fields.map((field) => (
    <BlockField key={field.key} field={field} value={record[field.key]} path={[...path, field.key]} />
  ))
}

function BlockField(props: FieldProps) {
  const { field } = props
  switch (field.kind) {
    case 'text':
      // A rich text block's body: Markdown, edited as the articles' is.
      return field.key === 'markdown' ? (
        <RichTextField {...props} field={field} />
      ) : (
        <TextField {...props} field={field} />
      )
    case 'image':
      return <ImageField {...props} field={field} />
    case 'choice':
      return <ChoiceField {...props} field={field} />
    case 'flag':
      return <FlagField {...props} field={field} />
    case 'group':
      return <GroupField {...props} field={field} />
    case 'list':
      return <ListField {...props} field={field} Field={BlockField} Fields={BlockFields} />
  }
}

/** A text as typed; an optional one left blank is left out of the block. */
const typed = (field: { optional: boolean }, input: string) =>
  field.optional && input === '' ? undefined : input

function TextField({ field, value, path, label }: FieldProps<Of<'text'>>) {
  const editor = useEditor()
  const isId = path.length === 3 && field.key === 'id'
  const props = {
    value: typeof value === 'string' ? value : '',
    ...pathAttribute(path),
    onChange: (event: { target: { value: string } }) => editor.edit(path, typed(field, event.target.value)),
  }
  return (
    <FormField
      label={label ?? field.label}
      error={errorOf(editor.issueAt(path))}
      required={!field.optional}
      hint={isId ? text.blockIdHint : undefined}
    >
      {(control) =>
        field.rows > 1 ? (
          <Textarea {...control} {...props} rows={field.rows} />
        ) : (
          <Input {...control} {...props} type="text" inputMode={field.address ? 'url' : undefined} />
        )
      }
    </FormField>
  )
}

/**
 * A rich text block's Markdown with the articles' field: the visual editor (loaded when it shows),
 * the Markdown itself, and a preview. The visual editor hears of a change made elsewhere (the
 * Markdown tab, a restored draft) through `subscribe`.
 */
function RichTextField({ field, value, path, label }: FieldProps<Of<'text'>>) {
  const editor = useEditor()
  const text = typeof value === 'string' ? value : ''
  const latest = useRef(text)
  latest.current = text
  const listeners = useRef(new Set<(markdown: string) => void>())
  useEffect(() => {
    for (const listener of listeners.current) listener(text)
  }, [text])
  const subscribe = useCallback((listener: (markdown: string) => void) => {
    listeners.current.add(listener)
    return () => listeners.current.delete(listener)
  }, [])
  return (
    <FormField label={label ?? field.label} error={errorOf(editor.issueAt(path))} required={!field.optional}>
      {(control) => (
        <MarkdownField
          look="article"
          labelId={labelIdOf(control.id)}
          describedBy={control['aria-describedby']}
          invalid={control['aria-invalid'] === true}
          value={() => latest.current}
          onVisualChange={(markdown) => editor.edit(path, typed(field, markdown))}
          subscribe={subscribe}
        >
          {(describedBy) => (
            <Textarea
              {...control}
              aria-describedby={describedBy}
              {...pathAttribute(path)}
              rows={field.rows}
              value={text}
              onChange={(event) => editor.edit(path, typed(field, event.target.value))}
            />
          )}
        </MarkdownField>
      )}
    </FormField>
  )
}

/** The library answers an upload's whole address; a block stores it as this site's path, `/images/<key>`. */
const sitePath = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url)

/** An image's address: typed in, or picked from the media library. */
function ImageField({ field, value, path }: FieldProps<Of<'image'>>) {
  const editor = useEditor()
  return (
    <div className="grid gap-2">
      <FormField
        label={field.label}
        error={errorOf(editor.issueAt(path))}
        required={!field.optional}
        hint={text.chooseImage}
      >
        {(control) => (
          <Input
            {...control}
            {...pathAttribute(path)}
            type="text"
            inputMode="url"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => editor.edit(path, typed(field, event.target.value))}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <MediaPicker onPick={(url) => editor.edit(path, sitePath(url))} />
        <ServicePicture value={value} onPick={(picture) => editor.edit(path, picture)} />
      </div>
    </div>
  )
}

/** One of the service pictures the site ships, by its service's name. */
function ServicePicture({ value, onPick }: { value: unknown; onPick: (picture: string) => void }) {
  const chosen = typeof value === 'string' && STATIC_PAGE_IMAGES.includes(value) ? value : ''
  return (
    <NativeSelect
      aria-label={text.servicePicture}
      className="w-auto"
      value={chosen}
      onChange={(event) => event.target.value && onPick(event.target.value)}
    >
      <option value="">{text.servicePicture}</option>
      {STATIC_PAGE_IMAGES.map((picture) => (
        <option key={picture} value={picture}>
          {pictureName(picture)}
        </option>
      ))}
    </NativeSelect>
  )
}

const ACRONYMS = new Set(['qa', 'smb'])

/** `/images/services/qa-automation.svg` → 'QA Automation'. */
const pictureName = (picture: string) =>
  (picture.split('/').pop() ?? picture)
    .replace(/\.svg$/, '')
    .split('-')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')

function ChoiceField({ field, value, path }: FieldProps<Of<'choice'>>) {
  const editor = useEditor()
  const known = field.options.some((option) => option.value === value)
  return (
    <FormField label={field.label} error={errorOf(editor.issueAt(path))} required={!field.optional}>
      {(control) => (
        <NativeSelect
          {...control}
          {...pathAttribute(path)}
          value={known ? String(value) : ''}
          onChange={(event) => editor.edit(path, event.target.value || undefined)}
        >
          {(field.optional || !known) && <option value="">{field.optional ? text.none : ''}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/** A yes-or-no setting, left out of the block when off. */
function FlagField({ field, value, path }: FieldProps<Of<'flag'>>) {
  const editor = useEditor()
  const message = editor.issueAt(path)
  const messageId = useId()
  return (
    <div className="grid gap-2">
      <Label weight="normal" leading="text" className="flex items-center gap-3">
        <Checkbox
          {...pathAttribute(path)}
          checked={value === true}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onCheckedChange={(checked) => editor.edit(path, checked === true ? true : undefined)}
        />
        {field.label}
      </Label>
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  )
}

/**
 * Fields that belong together (a button's label and link), as a fieldset; an optional group (a
 * block's button) is included or left out with a checkbox.
 */
function GroupField({ field, value, path, label }: FieldProps<Of<'group'>>) {
  const editor = useEditor()
  const message = editor.issueAt(path)
  const messageId = useId()
  const included = !field.optional || (typeof value === 'object' && value !== null)
  const owner = pathKey(path)
  return (
    <fieldset
      data-item={owner}
      className="grid gap-3 rounded-md border p-3"
      aria-describedby={message ? messageId : undefined}
    >
      <legend className="px-1 font-medium text-sm">{label ?? field.label}</legend>
      {field.optional && (
        <Label weight="normal" leading="text" className="flex items-center gap-3">
          <Checkbox
            checked={included}
            onCheckedChange={(checked) => {
              editor.edit(path, checked === true ? blankOf({ ...field, optional: false }) : undefined)
              if (checked === true) editor.focusAfterRender(firstControlOf(`${owner}.fields`))
            }}
          />
          {text.include(field.label)}
        </Label>
      )}
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
      {included && (
        <div data-item={`${owner}.fields`} className="grid gap-3">
          <BlockFields fields={field.fields} value={value} path={path} />
        </div>
      )}
    </fieldset>
  )
}
