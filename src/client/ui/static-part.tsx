import { useRouterState } from '@tanstack/react-router'
import { type ComponentPropsWithoutRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

// A part of a page that runs no code once it is on screen: text, pictures and plain links. The
// browser keeps it as the Worker served it instead of rendering it again to adopt it
// (docs/decisions/014), which is most of the work a content page costs at start-up.
//
// How: while React adopts the served page, a static part renders its element with an empty
// `dangerouslySetInnerHTML` and no children. React then adopts the element, leaves what is inside
// it as it is, and never looks at it again while the props stay the same. The object below is
// one constant because React compares it by reference, and a new one would replace the served
// content with the empty string.
const KEEP_SERVED_CONTENT = { __html: '' }

// The hash is left out: following a link to a section of the same page keeps what was served.
const addressOf = (location: { pathname: string; searchStr: string }) =>
  `${location.pathname}${location.searchStr}`

type Tag = 'div' | 'main' | 'section' | 'article' | 'footer'

/**
 * `as` (a `div` by default) with its children, rendered as usual on the server, on a client-side
 * navigation and in tests. Adopted from a served page, its content stays the served DOM until the
 * page's address changes; from then on it renders its children like any element. So what is in
 * it must depend only on the address and the served data (no consent, session or time), and run
 * no code: links work through the router (layout/static-part-links.ts), buttons and forms belong
 * outside.
 */
export function StaticPart({
  as: Element = 'div',
  children,
  ...props
}: ComponentPropsWithoutRef<'div'> & { as?: Tag }) {
  const address = useRouterState({ select: (state) => addressOf(state.location) })
  // Before the app runs in a browser, React is adopting served HTML (whenever a part of the page
  // is adopted: a route's content can be adopted after the layout around it).
  const adopting = !useHydrated() && typeof document !== 'undefined'
  // Decided at the part's first render: only a part adopted from the served page has content to keep.
  const [servedAt] = useState(() => (adopting ? address : undefined))
  if (servedAt === address) {
    return (
      <Element
        key="served"
        {...props}
        data-static-part=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, which keeps the served content rather than inserting any
        dangerouslySetInnerHTML={KEEP_SERVED_CONTENT}
        suppressHydrationWarning
      />
    )
  }
  // Another key: a part leaving its served content is built anew, not patched.
  return (
    <Element key="rendered" {...props} data-static-part="">
      {children}
    </Element>
  )
}
