import type { PageBlock, PageBlockOf, PageDocument } from '@shared/schemas/page-blocks'
import { type ComponentType, lazy, Suspense, use } from 'react'
import { loadOnce } from '@/lib/load-once'
import { StaticPart } from '@/ui/static-part'
import { ImageWithTextBlock } from './image-with-text-block'
import { PageContext, type PageContextValue, usePageContext } from './page-context'
import { ServiceCardsBlock } from './service-cards-block'
import type { StaticBlockType } from './static-blocks'

type StaticBlockRenderer = typeof import('./static-blocks').StaticBlock
type StaticBlockOf = Extract<PageBlock, { type: StaticBlockType }>
type CodeBlock = Exclude<PageBlock, StaticBlockOf>

/**
 * Loads the renderers of the blocks that run no code, once. A served page keeps those blocks as
 * served and never calls this; a page's loader (site/pages/page-routes.ts) starts it for a client-side
 * navigation, as detail pages load their Markdown renderer (decision 020).
 */
export const loadStaticBlocks = loadOnce(
  (): Promise<StaticBlockRenderer> => import('./static-blocks').then(({ StaticBlock }) => StaticBlock),
)

/**
 * How a page shows a form block: the site's contact form (site/forms/form-block.tsx, which the
 * site's pages pass in, as content never imports the site); the staff preview leaves it out.
 */
export type FormBlockRenderer = ComponentType<{ block: PageBlockOf<'form'> }>

/** The blocks whose renderers hold handlers: they are adopted, so their code loads with the page. */
const runsCode = (block: PageBlock): block is CodeBlock =>
  block.type === 'service-cards' || block.type === 'image-with-text' || block.type === 'form'

function FormSlot({ block }: { block: PageBlockOf<'form'> }) {
  const { formBlock: FormBlock } = usePageContext()
  if (!FormBlock) return null
  return (
    <Suspense fallback={null}>
      <FormBlock block={block} />
    </Suspense>
  )
}

function CodeRunningBlock({ block }: { block: CodeBlock }) {
  switch (block.type) {
    case 'service-cards':
      return <ServiceCardsBlock block={block} />
    case 'image-with-text':
      return <ImageWithTextBlock block={block} />
    case 'form':
      return <FormSlot block={block} />
  }
}

/** A stretch of code-free blocks, rendered with the renderers `loadStaticBlocks` loads. */
function StaticBlocksOf({ blocks }: { blocks: StaticBlockOf[] }) {
  const StaticBlock = use(loadStaticBlocks())
  return blocks.map((block) => <StaticBlock key={block.id} block={block} />)
}

type Run = { runsCode: true; block: CodeBlock } | { runsCode: false; blocks: StaticBlockOf[] }

/** Consecutive blocks that run no code, together, and each block that does, alone. */
function runsOf(blocks: PageBlock[]): Run[] {
  const runs: Run[] = []
  for (const block of blocks) {
    const last = runs.at(-1)
    if (runsCode(block)) runs.push({ runsCode: true, block })
    else if (last && !last.runsCode) last.blocks.push(block)
    else runs.push({ runsCode: false, blocks: [block] })
  }
  return runs
}

// The players behind the embed placeholders of a rich text: only a page that has one loads them.
const EmbedPlayers = lazy(() =>
  import('@/content/text/use-embed-players').then(({ useEmbedPlayers }) => ({
    default: function EmbedPlayers() {
      useEmbedPlayers()
      return null
    },
  })),
)

/**
 * A page document's blocks in order, as the page's `<main>`. What runs no code is kept as served
 * (docs/decisions/014): the whole page in one static part when no block runs code, else one
 * static part per stretch of such blocks between those that do. Inside a static part adopted from
 * a served page nothing renders, so the code-free renderers are not even loaded. A landing page
 * names itself as `leadSource`: its buttons to /contact carry it to the enquiry. `media` is what the
 * page's answer says of the uploads and whitepapers its rich text shows.
 */
export function PageBlocks({
  document,
  leadSource,
  media,
  formBlock = null,
}: {
  document: PageDocument
  leadSource?: string
  media?: Pick<PageContextValue, 'images' | 'whitepapers'>
  formBlock?: FormBlockRenderer | null
}) {
  const hasRichText = document.blocks.some((block) => block.type === 'rich-text')
  return (
    <PageContext value={{ leadSource: leadSource ?? null, images: {}, whitepapers: {}, ...media, formBlock }}>
      <BlocksOf blocks={document.blocks} />
      {hasRichText && (
        <Suspense fallback={null}>
          <EmbedPlayers />
        </Suspense>
      )}
    </PageContext>
  )
}

function BlocksOf({ blocks }: { blocks: PageBlock[] }) {
  const runs = runsOf(blocks)
  const [only] = runs
  if (runs.length === 1 && only && !only.runsCode)
    return (
      <StaticPart as="main">
        <StaticBlocksOf blocks={only.blocks} />
      </StaticPart>
    )
  return (
    <main>
      {runs.map((run) =>
        run.runsCode ? (
          <CodeRunningBlock key={run.block.id} block={run.block} />
        ) : (
          <StaticPart key={run.blocks[0]?.id}>
            <StaticBlocksOf blocks={run.blocks} />
          </StaticPart>
        ),
      )}
    </main>
  )
}
