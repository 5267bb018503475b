import { linesOf } from '@/content/text/text-lines'
import CheckCircle2Icon from '~icons/lucide/circle-check'

/** docs/product.md section 2: one checklist item per non-blank line of `results`. */
export function ResultsList({ results }: { results: string }) {
  const lines = linesOf(results)
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
        <li key={index} className="flex items-start gap-3">
          <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  )
}
