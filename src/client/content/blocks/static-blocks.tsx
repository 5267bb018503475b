import type { PageBlock } from '@shared/schemas/page-blocks'
import { CallToActionBlock } from './call-to-action-block'
import { ContactDetailsBlock } from './contact-details-block'
import { CookieListBlock } from './cookie-list-block'
import { DocumentTitleBlock } from './document-title-block'
import { FeatureListBlock } from './feature-list-block'
import { HeroBlock } from './hero-block'
import { ProcessStepsBlock } from './process-steps-block'
import { RichTextBlock } from './rich-text-block'
import { ServiceSectionBlock } from './service-section-block'
import { StatisticsBlock } from './statistics-block'
import { TileGridBlock } from './tile-grid-block'
import { ValueCardsBlock } from './value-cards-block'

// The renderers of the blocks that run no code, in a chunk of their own (page-blocks.tsx loads it):
// a served page keeps those blocks as served, so it never needs this code to start.

export type StaticBlockType = Exclude<PageBlock['type'], 'service-cards' | 'image-with-text' | 'form'>

export function StaticBlock({ block }: { block: Extract<PageBlock, { type: StaticBlockType }> }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} />
    case 'value-cards':
      return <ValueCardsBlock block={block} />
    case 'statistics':
      return <StatisticsBlock block={block} />
    case 'service-section':
      return <ServiceSectionBlock block={block} />
    case 'feature-list':
      return <FeatureListBlock block={block} />
    case 'tile-grid':
      return <TileGridBlock block={block} />
    case 'process-steps':
      return <ProcessStepsBlock block={block} />
    case 'call-to-action':
      return <CallToActionBlock block={block} />
    case 'rich-text':
      return <RichTextBlock block={block} />
    case 'document-title':
      return <DocumentTitleBlock block={block} />
    case 'contact-details':
      return <ContactDetailsBlock block={block} />
    case 'cookie-list':
      return <CookieListBlock block={block} />
    // Visitors get the block it names in its place (worker/services/shared-blocks.ts); one that
    // reaches a renderer names a block that is gone, which shows nothing.
    case 'shared':
      return null
  }
}
