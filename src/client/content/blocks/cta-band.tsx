import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContactSearch } from '@/content/contact-search'
import { buttonVariants } from '@/ui/button'
import ArrowRight from '~icons/lucide/arrow-right'

/** The closing call to action that sends visitors to /contact. */
export function CtaBand({
  heading,
  text,
  cta,
  contactSearch,
  children,
}: {
  heading: string
  text: string
  cta: string
  /** What /contact is told about the page the visitor comes from (a landing page). */
  contactSearch?: ContactSearch
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-accent to-primary">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center text-white sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            className={buttonVariants({ size: 'lg', variant: 'inverse' })}
            to="/contact"
            {...(contactSearch ? { search: contactSearch } : {})}
          >
            {cta}
            <ArrowRight aria-hidden="true" />
          </Link>
          {children}
        </div>
      </div>
    </section>
  )
}
