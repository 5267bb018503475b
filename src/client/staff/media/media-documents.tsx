import { mediaUserLabel } from '@shared/content/type-words'
import { mediaLibraryText } from '@shared/media-library-text'
import { mediaText } from '@shared/media-messages'
import type { MediaDocument } from '@shared/schemas/media'
import { useQuery } from '@tanstack/react-query'
import { ListSection } from '@/staff/shared/list-section'
import { mediaDocumentsQueryOptions } from '@/staff/shared/media/media-queries'
import { humanSize, matchesMediaSearch } from '@/staff/shared/media/media-summary'
import { useListSearch } from '@/staff/shared/use-list-search'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { buttonVariants } from '@/ui/button'
import ExternalLinkIcon from '~icons/lucide/external-link'

const documentName = (document: MediaDocument) => document.fileName || mediaText.unnamedDocument

/** The media library's PDFs, under the same search and filter as its images. */
export function MediaDocuments() {
  const { items, section } = useStaffList(
    useQuery(mediaDocumentsQueryOptions()),
    mediaText.documentsLoadFailed,
  )
  const { search, filtered } = useListSearch()
  const shown = items.filter((document) =>
    matchesMediaSearch(documentName(document), document.usedBy, search),
  )
  return (
    <ListSection
      title={mediaText.documents}
      {...section}
      count={filtered ? mediaLibraryText.shownOf(shown.length, items.length) : items.length}
    >
      <p className="text-muted-foreground">{mediaText.documentsIntro}</p>
      {items.length === 0 ? (
        <p>{mediaText.noDocuments}</p>
      ) : shown.length === 0 ? (
        // The images' list above offers to clear the filters; one such button is enough.
        <p>{mediaLibraryText.noDocumentsMatch}</p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((document) => (
            <li
              key={document.url}
              data-testid="media-document"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">{documentName(document)}</p>
                <p className="text-muted-foreground">
                  {humanSize(document.bytes)} · {mediaText.uploadedAt}{' '}
                  {new Date(document.uploadedAt).toLocaleDateString()} ·{' '}
                  {document.usedBy.length === 0
                    ? mediaText.unused
                    : `${mediaText.usedBy}: ${document.usedBy
                        .map((use) => `${mediaUserLabel(use.type)}: ${use.title}`)
                        .join(', ')}`}
                </p>
              </div>
              <a
                href={document.url}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`${mediaText.open} ${documentName(document)} (opens in a new tab)`}
              >
                <ExternalLinkIcon aria-hidden="true" />
                {mediaText.open}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  )
}
