import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { sectionClass } from './section-background'
import { SectionHeading } from './section-heading'

/** Numbered steps in reading order; the list's own numbering is what screen readers announce. */
export function ProcessStepsBlock({ block }: { block: PageBlockOf<'process-steps'> }) {
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={block.heading} intro={block.intro} />
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {block.steps.map((step, index) => (
            <li key={step.title} className="flex h-full flex-col rounded-2xl border bg-white p-7 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-primary">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
