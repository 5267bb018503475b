import { mediaUserLabel } from '@shared/content/type-words'
import { mediaText } from '@shared/media-messages'
import type { MediaItem } from '@shared/schemas/media'
import { unusedFor30Days } from '@shared/trash-names'
import { ContentImage } from '@/content/content-image'
import type { StaffSearch } from '@/staff/shared/list-search'

/** The upload's file name, or a stand-in when none was kept. */
export const mediaName = (item: MediaItem) => item.fileName || mediaText.unnamed

/** 4.5 MB, 820 kB: the size as staff read it, in their language. */
export function humanSize(bytes: number): string {
  const [unit, amount] = bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', bytes / 1_000]
  return new Intl.NumberFormat(undefined, { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount)
}

/** The library's search (in the file name, any case) and its used or unused filter, from the address. */
export function matchesMediaSearch(name: string, usedBy: unknown[], { q, usage }: StaffSearch) {
  if (q && !name.toLocaleLowerCase().includes(q.toLocaleLowerCase())) return false
  if (usage) return usedBy.length > 0 === (usage === 'used')
  return true
}

/**
 * An upload in a grid of up to three columns: lazy, with its box reserved. The file name is
 * written beside it, so the image itself adds nothing for a screen reader.
 */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  return (
    <ContentImage
      src={item.url}
      alt=""
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-md bg-muted object-contain"
    />
  )
}

/** Name, dimensions, size, upload date and uploader, and the items that use the upload. */
export function MediaFacts({ item }: { item: MediaItem }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium break-words">{mediaName(item)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>{mediaText.dimensionsLabel}</dt>
        <dd>{mediaText.dimensions(item.width, item.height)}</dd>
        <dt>{mediaText.size}</dt>
        <dd>{humanSize(item.bytes)}</dd>
        <dt>{mediaText.uploadedAt}</dt>
        <dd>{new Date(item.uploadedAt).toLocaleDateString()}</dd>
        {item.uploadedBy && (
          <>
            <dt>{mediaText.uploadedBy}</dt>
            <dd>{item.uploadedBy.name}</dd>
          </>
        )}
        <dt>{mediaText.usedBy}</dt>
        <dd>
          {item.usedBy.length === 0 ? (
            item.unusedLong ? (
              <span className="rounded-md border px-2 py-0.5 text-xs font-semibold text-foreground">
                {unusedFor30Days}
              </span>
            ) : (
              mediaText.unused
            )
          ) : (
            <ul>
              {item.usedBy.map((use) => (
                <li key={`${use.type}-${use.id}`}>
                  {mediaUserLabel(use.type)}: {use.title}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  )
}
