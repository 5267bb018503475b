import type { PageBlockOf } from '@shared/schemas/page-blocks'
import { CtaBand } from './cta-band'
import { useContactSearch } from './page-context'

export function CallToActionBlock({ block }: { block: PageBlockOf<'call-to-action'> }) {
  return (
    <CtaBand
      heading={block.heading}
      text={block.text}
      cta={block.buttonLabel}
      contactSearch={useContactSearch()}
    />
  )
}
