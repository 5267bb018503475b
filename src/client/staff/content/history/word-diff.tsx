import { revisionText } from '@shared/revision-messages'
import { diffWordsWithSpace } from 'diff'
import { WholeChange } from './whole-change'

// Beyond this the comparison gives up and the two texts are shown whole: a screen that waits
// seconds for a diff helps nobody.
const DIFF_TIMEOUT_MS = 300

/**
 * A long text's change word by word (jsdiff, loaded with this module only when a long text
 * differs): removed words struck through in <del>, added ones underlined in <ins>, each preceded
 * by a word for screen readers, so neither colour nor markup alone carries the change.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS })
  if (!parts) return <WholeChange before={before} after={after} />
  let position = 0
  return (
    <p className="whitespace-pre-wrap break-words rounded-md border p-3 text-sm" data-testid="word-diff">
      {parts.map((part) => {
        const key = `${position}-${part.added ? 'a' : part.removed ? 'r' : 's'}`
        position += part.value.length
        if (part.added)
          return (
            <ins key={key} className="bg-green-100 text-green-950 underline decoration-2">
              <span className="sr-only">{revisionText.added} </span>
              {part.value}
            </ins>
          )
        if (part.removed)
          return (
            <del key={key} className="bg-red-100 text-red-950 line-through decoration-2">
              <span className="sr-only">{revisionText.removed} </span>
              {part.value}
            </del>
          )
        return <span key={key}>{part.value}</span>
      })}
    </p>
  )
}
