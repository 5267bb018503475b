import type { TodayAnswer } from '@shared/schemas/today'
import { todayText } from '@shared/today-messages'
import { Link } from '@tanstack/react-router'
import { localTime } from '@/staff/shared/local-time'
import { TodayLine, TodayPart } from './today-part'

const LINK = 'font-medium text-accent underline-offset-4 hover:underline'

/**
 * What came in since the visit before this one, said in words: enquiries (the newest each opening
 * Enquiries searched for them), newsletter subscriptions and, for admins, job applications.
 */
export function NewSincePart({ answer }: { answer: TodayAnswer }) {
  const { enquiries, applications, subscriptions } = answer.newSince
  const total = enquiries.count + (applications?.count ?? 0) + subscriptions.count
  const since = (answer.firstVisit ? todayText.sinceFirstVisit : todayText.since)(localTime(answer.since))
  return (
    <TodayPart title={todayText.newHeading} count={total} empty={`${since} ${todayText.nothingNew}`}>
      <p>{since}</p>
      <ul className="grid gap-2">
        {enquiries.count > 0 && (
          <TodayLine
            link={
              <Link to="/admin/enquiries" className={LINK}>
                {todayText.enquiries(enquiries.count)}
              </Link>
            }
          >
            <span className="flex flex-wrap gap-x-3">
              {enquiries.latest.map((enquiry) => (
                <Link key={enquiry.id} to="/admin/enquiries" search={{ q: enquiry.email }} className={LINK}>
                  {todayText.enquiryFrom(enquiry.name, enquiry.email)}
                </Link>
              ))}
            </span>
          </TodayLine>
        )}
        {applications && applications.count > 0 && (
          <TodayLine
            link={
              <Link to="/admin/applications" className={LINK}>
                {todayText.applications(applications.count)}
              </Link>
            }
          />
        )}
        {subscriptions.count > 0 && (
          <TodayLine
            link={
              <Link to="/admin/enquiries" className={LINK}>
                {todayText.subscriptions(subscriptions.count)}
              </Link>
            }
          />
        )}
      </ul>
    </TodayPart>
  )
}
