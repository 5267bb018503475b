import { localTime } from './local-time'

/** A table cell with when something last happened, in the staff member's zone, or `otherwise` when it never has. */
export function WhenCell({ at, otherwise }: { at: string | null; otherwise: string }) {
  return (
    <td className="px-3 py-2 whitespace-nowrap">
      {at ? <time dateTime={at}>{localTime(at)}</time> : otherwise}
    </td>
  )
}
