import { todayText } from '@shared/today-messages'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Spinner } from '@/ui/spinner'
import { NewSincePart } from './new-since-part'
import { ProblemsPart } from './problems-part'
import { ScheduledPart } from './scheduled-part'
import { todayQueryOptions } from './today-queries'
import { WaitingPart } from './waiting-part'

/**
 * Today (`/admin/today`), the staff app's first section: what waits for the signed-in person, what
 * is scheduled this week, what came in since their last visit and what is wrong with content.
 */
export function TodayPage() {
  const headingId = useId()
  const today = useQuery(todayQueryOptions())
  const answer = today.data
  return (
    <section aria-labelledby={headingId} className="grid gap-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {todayText.heading}
      </h2>
      {answer ? (
        <>
          <WaitingPart items={answer.waiting} />
          <ScheduledPart items={answer.scheduled} />
          <NewSincePart answer={answer} />
          <ProblemsPart problems={answer.problems} />
        </>
      ) : today.isError ? (
        <p role="alert" className="text-destructive">
          {todayText.failed}
        </p>
      ) : (
        <Spinner label={`Loading ${todayText.heading}`} />
      )}
    </section>
  )
}
