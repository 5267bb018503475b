import { notFoundMessages } from '@shared/messages'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { buttonVariants } from '@/ui/button'

/** The frame of a 404 page: what is not there, why, and where to go instead. */
export function ErrorPage({
  heading,
  body,
  children,
}: {
  heading: string
  body: string
  children: React.ReactNode
}) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-primary sm:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </main>
  )
}

/** The 404 page (docs/product.md section 2) for any path no route matches. */
export function NotFoundPage() {
  return (
    <ErrorPage
      heading={notFoundMessages.page}
      body="The page you are looking for has moved or never existed. Try one of the links below."
    >
      <Link className={buttonVariants()} to="/">
        Go to the home page
      </Link>
      <Link className={buttonVariants({ variant: 'outline' })} to="/sitemap">
        View the sitemap
      </Link>
    </ErrorPage>
  )
}
