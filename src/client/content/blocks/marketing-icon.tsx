import type { CardIcon } from '@/content/copy-types'

/** A decorative icon in a tinted tile; the text next to it carries the meaning. */
export function MarketingIcon({ icon: Icon }: { icon: CardIcon }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-accent">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  )
}
