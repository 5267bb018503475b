import type * as React from 'react'
import { useId } from 'react'

/**
 * A staff screen's table: a region labelled by the (visually hidden) caption, focusable so that
 * keyboard users can scroll a table wider than the screen. It is the containing block of the cells'
 * visually hidden text, which would otherwise sit far to the right and widen the whole page.
 */
export function DataTable({
  caption,
  headings,
  leading,
  children,
}: {
  caption: string
  headings: string[]
  /** A first header cell that is a control rather than a name (a select-all checkbox). */
  leading?: React.ReactNode
  children: React.ReactNode
}) {
  const captionId = useId()
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for keyboard users
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-muted/50">
          <tr>
            {leading && (
              <th scope="col" className="w-10 px-3 py-2">
                {leading}
              </th>
            )}
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}
