import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names; it does not merge conflicting Tailwind utilities (no tailwind-merge: that
 * is ~7.5 KB brotli in the code every page downloads). When two utilities set the same property,
 * the stylesheet's order decides, not the order here; so a component never lets `className`
 * compete with its own classes: what callers may change is a cva variant of the component.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
