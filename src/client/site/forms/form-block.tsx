import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { usePageContext } from '@/content/blocks/page-context'
import { sectionClass } from '@/content/blocks/section-background'
import { SectionHeading } from '@/content/blocks/section-heading'
import { ContactForm } from './contact-form'

/**
 * The contact form on the page itself. On a landing page its enquiries name the page as their
 * source, and before the app runs (or without JavaScript) the browser posts it to the page, which
 * answers with the outcome (worker/routes/form-posts.ts); elsewhere it posts to /contact.
 */
export function FormBlock({ block }: { block: PageBlockOf<'form'> }) {
  const { leadSource } = usePageContext()
  return (
    <section id={block.id} className={sectionClass(block.background)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={block.heading} intro={block.intro} />
        <div className="mt-10 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
          <ContactForm
            fromPage={leadSource ? { path: leadSource, title: null } : null}
            action={leadSource ?? '/contact'}
          />
        </div>
      </div>
    </section>
  )
}
