import type { FormField as BlockFormField } from './block-form-fields'
import type { Path } from './draft-document'

// What each control of a block's form is given: its field, its value and its place in the document.

export type Of<Kind extends BlockFormField['kind']> = Extract<BlockFormField, { kind: Kind }>

export interface FieldProps<Field extends BlockFormField = BlockFormField> {
  field: Field
  value: unknown
  path: Path
  /** The label on screen, when it is not the field's own ('Feature 2'). */
  label?: string
}
