import type { ServiceSlug } from '../../../shared/routes'
import { artificialIntelligencePage, dataAnalyticsPage, qaAutomationPage } from './service-pages-data'
import { platformEngineeringPage, staffAugmentationPage } from './service-pages-engineering'
import { processConsultingPage, smbEnablementPage } from './service-pages-operations'
import type { ServicePage } from './types'

export const servicePages: Record<ServiceSlug, ServicePage> = {
  'data-analytics': dataAnalyticsPage,
  'artificial-intelligence': artificialIntelligencePage,
  'qa-automation': qaAutomationPage,
  'process-consulting': processConsultingPage,
  'smb-enablement': smbEnablementPage,
  'staff-augmentation': staffAugmentationPage,
  'platform-engineering': platformEngineeringPage,
}
