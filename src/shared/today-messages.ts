// The staff app's Today section: what waits for the signed-in person, what is scheduled this week,
// what arrived since their last visit and what is wrong with content. Public pages never show these.

import { imageAltText } from './image-alt'
import { todayHeading } from './today-name'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const todayText = {
  heading: todayHeading,
  failed: 'Today could not be loaded.',

  scheduledHeading: 'Scheduled this week',
  scheduledEmpty: 'Nothing is scheduled this week.',
  publishes: (when: string) => `Publishes ${when}`,
  unpublishes: (when: string) => `Unpublishes ${when}`,

  newHeading: 'New since your last visit',
  since: (when: string) => `Since your last visit, ${when}.`,
  sinceFirstVisit: (when: string) => `Since ${when}: the last week, as this is your first visit.`,
  nothingNew: 'Nothing new has come in since then.',
  enquiries: (count: number) => plural(count, 'enquiry', 'enquiries'),
  applications: (count: number) => plural(count, 'job application', 'job applications'),
  subscriptions: (count: number) => plural(count, 'newsletter subscription', 'newsletter subscriptions'),
  enquiryFrom: (name: string, email: string) => `${name} (${email})`,

  problemsHeading: 'Content with problems',
  problemsEmpty: 'No content has a problem that Today checks for.',
  showAllProblems: (count: number) => `Show all ${count}`,
  problems: {
    missingAlt: () => imageAltText.needed,
    brokenLink: (path: string) => `Links to ${path}, which shows no page`,
    placeholderCopy: (text: string) => `Placeholder copy left: “${text}”`,
    applyByPast: (date: string) => `Still published, though applications closed on ${date}`,
  },
} as const
