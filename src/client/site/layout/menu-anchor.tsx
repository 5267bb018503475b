import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'

/**
 * A link of the menus: a page of this site through the router (`/services#ai` is a path and the
 * section it scrolls to), any other address as a plain link.
 */
export function MenuAnchor({ href, ...props }: { href: string } & Omit<ComponentProps<'a'>, 'href'>) {
  if (!href.startsWith('/')) return <a href={href} {...props} />
  const [to = href, hash] = href.split('#')
  return <Link to={to} hash={hash} {...props} />
}
