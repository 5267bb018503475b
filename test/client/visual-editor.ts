import { beforeAll } from 'vitest'

/**
 * A Markdown field loads its visual editor (Tiptap) lazily on its first render. Importing it takes
 * jsdom seconds on two busy cores, more than a test waits for the editor, so a file whose tests
 * open the editor imports it once before them.
 */
export function importVisualEditorFirst() {
  beforeAll(async () => {
    await import('@/staff/shared/rich-editor/rich-text-editor')
  }, 60_000)
}
