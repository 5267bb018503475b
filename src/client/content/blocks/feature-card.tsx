import type { ReactNode } from 'react'
import type { CardIcon, Feature } from '@/content/copy-types'
import { MarketingIcon } from './marketing-icon'

/** A white card with an optional icon, a title and a description. */
export function FeatureCard({
  feature,
  icon,
  children,
}: {
  feature: Feature
  icon?: CardIcon
  children?: ReactNode
}) {
  return (
    <div className="flex h-full flex-col rounded-2xl border bg-white p-7 shadow-sm transition-shadow hover:shadow-md">
      {icon && <MarketingIcon icon={icon} />}
      <h3 className={icon ? 'mt-5 text-lg font-semibold text-primary' : 'text-lg font-semibold text-primary'}>
        {feature.title}
      </h3>
      <p className="mt-3 leading-relaxed text-muted-foreground">{feature.description}</p>
      {children}
    </div>
  )
}
