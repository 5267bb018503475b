import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { ArticleText } from '@/components/content/article-text'
import { sectionClass } from './section-background'

/**
 * Markdown through the detail pages' lazily loaded renderer (article-text.tsx), so a page without
 * rich text never downloads `marked`; a page that has some loads it beside its document.
 */
export function RichTextBlock({ block }: { block: PageBlockOf<'rich-text'> }) {
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <ArticleText text={block.markdown} look="article" />
      </div>
    </section>
  )
}
