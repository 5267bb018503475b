import type { ReactNode } from 'react'

/** The recent-leads area, 96 units high (docs/product.md section 2), scrollable from the keyboard too. */
export function LeadsScrollArea({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      className="h-96 overflow-y-auto pr-2"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for keyboard users
      tabIndex={0}
      aria-labelledby={labelledBy}
      data-testid="leads-scroll"
    >
      {children}
    </section>
  )
}
