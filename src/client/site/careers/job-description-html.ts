import type { JobOpening } from '@shared/content/types/job-opening'
import { escapeHtml } from '@shared/html'
import { markdownHtml } from '@/content/text/markdown-html'
import { linesOf } from '@/content/text/text-lines'
import { careersText } from './careers-text'

const listHtml = (heading: string, text: string) => {
  const lines = linesOf(text)
  if (lines.length === 0) return ''
  return `<h3>${heading}</h3><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
}

/**
 * The opening's full description as HTML, for its JobPosting: the summary, the description, then
 * the responsibilities and requirements as the page lists them.
 */
export function jobDescriptionHtml(
  opening: Pick<JobOpening, 'description' | 'content' | 'responsibilities' | 'requirements'>,
): string {
  return [
    `<p>${escapeHtml(opening.description)}</p>`,
    markdownHtml(opening.content),
    listHtml(careersText.responsibilities, opening.responsibilities),
    listHtml(careersText.requirements, opening.requirements),
  ].join('')
}
