import { SERVICE_CARD_NAV_DELAY_MS } from '@shared/constants'
import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { ServiceCard as ServiceCardData } from '@/content/copy-types'
import ArrowRight from '~icons/lucide/arrow-right'
import Check from '~icons/lucide/check'

/**
 * A home-page service card: the whole card is one link that navigates after
 * SERVICE_CARD_NAV_DELAY_MS (docs/product.md section 9) so the press feedback is seen; the route change
 * then scrolls to the top. Modified clicks keep the browser's own behaviour (new tab).
 */
export function ServiceCard({ card }: { card: Omit<ServiceCardData, 'icon'> }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    window.setTimeout(
      () => void navigate({ to: '/services/$slug', params: { slug: card.slug } }),
      SERVICE_CARD_NAV_DELAY_MS,
    )
  }
  return (
    <Link
      to="/services/$slug"
      params={{ slug: card.slug }}
      onClick={onClick}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 active:scale-[0.99]"
    >
      <img
        src={card.image}
        alt={card.alt}
        width={640}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full bg-secondary object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <h3 className="text-xl font-semibold text-primary">{card.title}</h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">{card.description}</p>
        <ul className="mt-5 space-y-2 text-sm text-slate-700">
          {card.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
        <span className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-accent">
          Learn more
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </Link>
  )
}
