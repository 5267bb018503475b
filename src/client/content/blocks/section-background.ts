import type { PageBlock } from '@shared/schemas/page-blocks'

type Background = Extract<PageBlock, { background: unknown }>['background']

/** The padding and background of a block's section, as the pages have always written them. */
export const sectionClass = (background: Background) =>
  background === 'tinted' ? 'bg-slate-50 py-20 sm:py-24' : 'py-20 sm:py-24'
