import type { ContentTypeName } from '@shared/content-registry'
import type * as React from 'react'
import { caseStudyAdmin } from '../content-types/case-study-admin'
import { jobOpeningAdmin } from '../content-types/job-opening-admin'
import { pageAdmin } from '../content-types/page-admin'
import { povAdmin } from '../content-types/pov-admin'
import { whitepaperAdmin } from '../content-types/whitepaper-admin'
import { ContentList } from './content-list'

/** The content types' sections, by the registry's key; one chunk, as they share the list and its editor. */
export const contentSections: Record<ContentTypeName, React.FunctionComponent<{ canEdit: boolean }>> = {
  pov: ({ canEdit }) => <ContentList type={povAdmin} canEdit={canEdit} />,
  case_study: ({ canEdit }) => <ContentList type={caseStudyAdmin} canEdit={canEdit} />,
  whitepaper: ({ canEdit }) => <ContentList type={whitepaperAdmin} canEdit={canEdit} />,
  job_opening: ({ canEdit }) => <ContentList type={jobOpeningAdmin} canEdit={canEdit} />,
  page: ({ canEdit }) => <ContentList type={pageAdmin} canEdit={canEdit} />,
}
