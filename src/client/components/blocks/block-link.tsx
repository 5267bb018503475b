import { isHttpUrl } from '@shared/image-address'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A block's button: another site's address as a plain link, a path of this site through the
 * router (its `#section` as the router's hash, which it scrolls to).
 */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  if (isHttpUrl(href)) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    )
  }
  const [to = href, hash] = href.split('#')
  return (
    <Link className={className} {...(hash ? { to, hash } : { to })}>
      {children}
    </Link>
  )
}
