import type { ContentProblem } from '@shared/schemas/today'
import { todayText } from '@shared/today-messages'
import { useState } from 'react'
import { Button } from '@/ui/button'
import { ItemLink, TodayLine, TodayPart } from './today-part'

// A new site's images often all lack alt text: the first few say what is wrong, the rest wait a press away.
const FIRST_PROBLEMS = 8

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

/** What the line says of a problem; a job opening's apply-by day is a calendar date, read in UTC as stored. */
function problemWords({ problem, detail }: ContentProblem): string {
  const words = todayText.problems
  switch (problem) {
    case 'missingAlt':
      return words.missingAlt()
    case 'brokenLink':
      return words.brokenLink(detail ?? '')
    case 'placeholderCopy':
      return words.placeholderCopy(detail ?? '')
    case 'applyByPast':
      return words.applyByPast(detail ? calendarDate.format(new Date(detail)) : '')
  }
}

/** Images without alt text, links that lead nowhere, placeholder copy and closed openings still shown. */
export function ProblemsPart({ problems }: { problems: ContentProblem[] }) {
  const [all, setAll] = useState(false)
  const shown = all ? problems : problems.slice(0, FIRST_PROBLEMS)
  return (
    <TodayPart title={todayText.problemsHeading} count={problems.length} empty={todayText.problemsEmpty}>
      <ul className="grid gap-2">
        {shown.map((problem) => (
          <TodayLine
            key={`${problem.type}/${problem.id}/${problem.problem}/${problem.detail}`}
            link={<ItemLink item={problem} />}
          >
            {problemWords(problem)}
          </TodayLine>
        ))}
      </ul>
      {shown.length < problems.length && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setAll(true)}>
          {todayText.showAllProblems(problems.length)}
        </Button>
      )}
    </TodayPart>
  )
}
