import { type ComponentProps, lazy } from 'react'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { loadFormBlock } from '@/site/forms/load-form-block'

const FormBlock = lazy(() => loadFormBlock().then((module) => ({ default: module.FormBlock })))

/** A stored page's blocks as visitors get them: a form block is the site's contact form. */
export function StoredPageBlocks(props: Omit<ComponentProps<typeof PageBlocks>, 'formBlock'>) {
  return <PageBlocks {...props} formBlock={FormBlock} />
}
