import { formMessages } from '@shared/messages'

/**
 * The ` *` after a required field's label. Hidden from screen readers: the control itself says it is
 * required (aria-required), which they announce in place of "star".
 */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>
}

/** The line before a form's fields that says what the mark means (WCAG 3.3.2). */
export function RequiredFieldsNote() {
  return <p className="text-sm text-muted-foreground">{formMessages.requiredFieldsNote}</p>
}
