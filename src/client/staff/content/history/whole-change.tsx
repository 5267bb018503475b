import { revisionText } from '@shared/revision-messages'

/** A field's old and new value, each shown whole. */
export function WholeChange({ before, after }: { before: string; after: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">{revisionText.before}</dt>
      <dd className="whitespace-pre-wrap break-words">
        <del className="line-through">{before}</del>
      </dd>
      <dt className="font-medium">{revisionText.after}</dt>
      <dd className="whitespace-pre-wrap break-words">
        <ins className="underline">{after}</ins>
      </dd>
    </dl>
  )
}
