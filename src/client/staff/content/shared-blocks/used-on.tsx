import type { SharedBlockRecord } from '@shared/schemas/shared-block'
import { sharedBlockText as text } from '@shared/shared-block-messages'
import { Link } from '@tanstack/react-router'

/** The pages that show a shared block, each a link to its editor. */
export function UsedOn({ block }: { block: SharedBlockRecord }) {
  if (block.usedOn.length === 0) return <span>{text.notUsed}</span>
  return (
    <details>
      <summary className="cursor-pointer">{text.usedOn(block.usedOn.length)}</summary>
      <ul className="mt-1 grid gap-1">
        {block.usedOn.map((page) => (
          <li key={page.id}>
            <Link
              to="/admin/$type/$id"
              params={{ type: 'pages', id: String(page.id) }}
              className="underline underline-offset-2"
            >
              {page.title}
            </Link>{' '}
            <span className="font-mono text-muted-foreground text-xs">{page.path}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}
