import {
  editedVersion,
  hashtagIds,
  httpUrlPathOrEmpty,
  imageAltFields,
  itemSeoFields,
  optionalText,
  requiredLongText,
  requiredText,
  scheduleFields,
} from './fields'
import { z } from './zod'

export const caseStudySchema = z.object({
  title: requiredText('Title'),
  description: requiredLongText('Description'),
  content: requiredLongText('Content'),
  excerpt: requiredLongText('Excerpt'),
  client: requiredText('Client'),
  industry: requiredText('Industry'),
  challenge: requiredLongText('Challenge'),
  solution: requiredLongText('Solution'),
  results: requiredLongText('Results'),
  projectDuration: optionalText('Project duration'),
  teamSize: optionalText('Team size'),
  technologies: optionalText('Technologies', 1000),
  featuredImage: httpUrlPathOrEmpty.default(''),
  ...imageAltFields,
  ...itemSeoFields,
  isPublished: z.boolean().default(false),
  ...scheduleFields,
  ...editedVersion,
  hashtags: hashtagIds,
})

export type CaseStudyInput = z.input<typeof caseStudySchema>
export type CaseStudyPayload = z.output<typeof caseStudySchema>
