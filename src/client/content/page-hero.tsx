import type { ReactNode } from 'react'
import type { Hero } from './copy-types'

/** The navy hero band at the top of the marketing and contact pages, holding the page's only h1. */
export function PageHero({ hero, children, aside }: { hero: Hero; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-primary text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(56,189,248,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(3,105,161,0.45),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-8 lg:py-28">
        <div>
          {hero.eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">{hero.eyebrow}</p>
          )}
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          {hero.tagline && <p className="mt-5 text-xl font-medium text-sky-200">{hero.tagline}</p>}
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-200">{hero.blurb}</p>
          {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  )
}
