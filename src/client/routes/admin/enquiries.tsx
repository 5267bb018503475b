import { createFileRoute } from '@tanstack/react-router'
import { EnquiryList } from '@/staff/enquiries/enquiry-list'
import { parseStaffSearch } from '@/staff/shared/list-search'
import { SectionFailed } from '@/staff/shell/section-failed'

export const Route = createFileRoute('/admin/enquiries')({
  validateSearch: parseStaffSearch,
  errorComponent: SectionFailed,
  component: EnquiryList,
})
