import { insightsText } from '@shared/messages'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** SPEC.md section 2: shown, but connected to nothing (no subscribe call exists). */
export function StayUpdated() {
  return (
    <section aria-labelledby="stay-updated" className="bg-muted/50 px-6 py-16 text-center">
      <h2 id="stay-updated" className="text-3xl font-bold">
        {insightsText.stayUpdatedTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{insightsText.stayUpdatedBlurb}</p>
      <div className="mx-auto mt-6 flex max-w-md gap-2">
        <Input
          type="email"
          aria-label={insightsText.emailLabel}
          placeholder={insightsText.emailPlaceholder}
        />
        <Button type="button">{insightsText.subscribe}</Button>
      </div>
    </section>
  )
}
