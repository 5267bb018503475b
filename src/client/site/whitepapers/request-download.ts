import { contentTypes } from '@shared/content/registry'
import type { WhitepaperDownloadPayload } from '@shared/schemas/whitepaper-download'
import type { DownloadLink } from '@shared/types'
import { api, unwrap } from '@/lib/api-client'
import { visitAttribution } from '@/site/tracking/visit-attribution'

/**
 * POST /api/whitepapers/:id/downloads, with where the visit came from (analytics consent only);
 * resolves to the download link and its expiry.
 */
export function requestDownload(
  whitepaperId: number,
  values: WhitepaperDownloadPayload,
): Promise<DownloadLink> {
  return unwrap(
    api[contentTypes.whitepaper.segment][':id'].downloads.$post({
      param: { id: String(whitepaperId) },
      json: { ...values, attribution: visitAttribution() },
    }),
  )
}
