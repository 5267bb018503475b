import type { PageBlock, PageDocument } from '@shared/schemas/page-blocks'
import { StaticPart } from '@/components/layout/static-part'
import { CallToActionBlock } from './call-to-action-block'
import { FeatureListBlock } from './feature-list-block'
import { HeroBlock } from './hero-block'
import { ImageWithTextBlock } from './image-with-text-block'
import { ProcessStepsBlock } from './process-steps-block'
import { RichTextBlock } from './rich-text-block'
import { ServiceCardsBlock } from './service-cards-block'
import { ServiceSectionBlock } from './service-section-block'
import { StatisticsBlock } from './statistics-block'
import { TileGridBlock } from './tile-grid-block'
import { ValueCardsBlock } from './value-cards-block'

/** The blocks whose renderers hold handlers; every other block is text, pictures and plain links. */
const RUNS_CODE: ReadonlySet<PageBlock['type']> = new Set(['service-cards', 'image-with-text'])

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} />
    case 'value-cards':
      return <ValueCardsBlock block={block} />
    case 'statistics':
      return <StatisticsBlock block={block} />
    case 'service-cards':
      return <ServiceCardsBlock block={block} />
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
    case 'image-with-text':
      return <ImageWithTextBlock block={block} />
  }
}

interface Run {
  runsCode: boolean
  blocks: PageBlock[]
}

/** Consecutive blocks that run no code, together, and each block that does, alone. */
function runsOf(blocks: PageBlock[]): Run[] {
  const runs: Run[] = []
  for (const block of blocks) {
    const runsCode = RUNS_CODE.has(block.type)
    const last = runs.at(-1)
    if (last && !last.runsCode && !runsCode) last.blocks.push(block)
    else runs.push({ runsCode, blocks: [block] })
  }
  return runs
}

const rendered = (blocks: PageBlock[]) => blocks.map((block) => <Block key={block.id} block={block} />)

/**
 * A page document's blocks in order, as the page's `<main>`. What runs no code is kept as served
 * (docs/decisions/014): the whole page in one static part when no block runs code, else one
 * static part per stretch of such blocks between those that do.
 */
export function PageBlocks({ document }: { document: PageDocument }) {
  const runs = runsOf(document.blocks)
  if (runs.every((run) => !run.runsCode))
    return <StaticPart as="main">{rendered(document.blocks)}</StaticPart>
  return (
    <main>
      {runs.map((run) =>
        run.runsCode ? (
          rendered(run.blocks)
        ) : (
          <StaticPart key={run.blocks[0]?.id}>{rendered(run.blocks)}</StaticPart>
        ),
      )}
    </main>
  )
}
