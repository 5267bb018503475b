import { contentTypes } from '@shared/content-registry'
import type { WhitepaperDownloadPayload } from '@shared/schemas/whitepaper-download'
import type { DownloadLink } from '@shared/types'
import { api, unwrap } from '@/lib/api-client'

/** POST /api/whitepapers/:id/downloads; resolves to the download link and its expiry. */
export function requestDownload(
  whitepaperId: number,
  values: WhitepaperDownloadPayload,
): Promise<DownloadLink> {
  return unwrap(
    api[contentTypes.whitepaper.segment][':id'].downloads.$post({
      param: { id: String(whitepaperId) },
      json: values,
    }),
  )
}
