import { isHttpUrl } from '@shared/image-address'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useContactSearch } from './page-context'

/**
 * A block's button: another site's address as a plain link, a path of this site through the
 * router (its `#section` as the router's hash, which it scrolls to). A button to /contact on a
 * landing page names the page as the enquiry's source.
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
  const contactSearch = useContactSearch()
  if (isHttpUrl(href)) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    )
  }
  const [to = href, hash] = href.split('#')
  const search = to === '/contact' ? contactSearch : undefined
  return (
    <Link className={className} {...(hash ? { to, hash } : { to })} {...(search ? { search } : {})}>
      {children}
    </Link>
  )
}
