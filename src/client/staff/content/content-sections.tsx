import type { ContentTypeName } from '@shared/content-registry'
import type * as React from 'react'
import { ContentList } from './list/content-list'
import { caseStudyAdmin } from './types/case-study'
import { jobOpeningAdmin } from './types/job-opening'
import { pageAdmin } from './types/page'
import { povAdmin } from './types/pov'
import { whitepaperAdmin } from './types/whitepaper'

/** The content types' sections, by the registry's key; one chunk, as they share the list and its editor. */
export const contentSections: Record<ContentTypeName, React.FunctionComponent<{ canEdit: boolean }>> = {
  pov: ({ canEdit }) => <ContentList type={povAdmin} canEdit={canEdit} />,
  case_study: ({ canEdit }) => <ContentList type={caseStudyAdmin} canEdit={canEdit} />,
  whitepaper: ({ canEdit }) => <ContentList type={whitepaperAdmin} canEdit={canEdit} />,
  job_opening: ({ canEdit }) => <ContentList type={jobOpeningAdmin} canEdit={canEdit} />,
  page: ({ canEdit }) => <ContentList type={pageAdmin} canEdit={canEdit} />,
}
