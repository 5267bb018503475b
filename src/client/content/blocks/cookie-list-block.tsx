import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { siteStorage } from '@shared/site-storage'
import { cn } from '@/lib/utils'

// The cookie policy's list, generated: every name the code sets (shared/storage-names.ts) with what
// shared/site-storage.ts says of it. Staff choose the heading; the list itself is not theirs to edit.

const TERMS = { kind: 'Type', category: 'Category', purpose: 'Purpose', kept: 'Kept' } as const

/** Follows the text that introduces it: no space of its own above. */
export function CookieListBlock({ block }: { block: PageBlockOf<'cookie-list'> }) {
  return (
    <section className={cn(block.background === 'tinted' && 'bg-slate-50', 'pb-20 sm:pb-24')}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-primary">{block.heading}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {siteStorage.map((item) => (
            <li key={item.name} className="rounded-xl border bg-white p-5 text-slate-700">
              <p className="break-all font-mono text-sm font-semibold text-primary">{item.name}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {(['kind', 'category', 'purpose', 'kept'] as const).map((term) => (
                  <div key={term} className="contents">
                    <dt className="font-medium">{TERMS[term]}</dt>
                    <dd>{item[term]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
