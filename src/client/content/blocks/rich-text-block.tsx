import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { ArticleText } from '@/content/text/article-text'
import { usePageContext } from './page-context'
import { sectionClass } from './section-background'

/**
 * Markdown through the detail pages' lazily loaded renderer (article-text.tsx), so a page without
 * rich text never downloads `marked`; a page that has some loads it beside its document. Its images
 * take their sizes, and its whitepaper cards their whitepapers, from the page's answer.
 */
export function RichTextBlock({ block }: { block: PageBlockOf<'rich-text'> }) {
  const { images, whitepapers } = usePageContext()
  return (
    <section className={sectionClass(block.background)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <ArticleText text={block.markdown} look="article" images={images} whitepapers={whitepapers} />
      </div>
    </section>
  )
}
