import { linesOf } from '@/content/text/text-lines'

/** A field of one item per line (responsibilities, requirements) as a bulleted list of its non-blank lines. */
export function LineList({ text }: { text: string }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {linesOf(text).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
        <li key={index}>{line}</li>
      ))}
    </ul>
  )
}
