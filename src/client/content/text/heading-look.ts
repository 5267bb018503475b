// A heading looks the same whatever its element's level, so the staff preview and the visual
// editor match every page that shows the text.
const HEADING_CLASSES = [
  'text-2xl font-bold tracking-tight',
  'text-xl font-semibold',
  'text-lg font-semibold',
  'font-semibold',
] as const

/** The classes of a Markdown heading of `depth` (1 for `#`). */
export const headingLook = (depth: number) =>
  HEADING_CLASSES[Math.min(Math.max(1, depth), HEADING_CLASSES.length) - 1]
