import { enquirySearchText as text } from '@shared/enquiry-export-text'
import { ListSearchBox } from '@/staff/shared/list-search-box'
import { useListSearch } from '@/staff/shared/use-list-search'
import { Button, buttonVariants } from '@/ui/button'
import DownloadIcon from '~icons/lucide/download'

const SEARCH_ID = 'enquiry-search'

/** The Enquiries section's search: the address's `q`, which both lists and their exports follow. */
export function EnquirySearch() {
  return (
    <search id={SEARCH_ID} aria-label={text.searchLabel} className="max-w-xl rounded-lg border p-3">
      <ListSearchBox placeholder={text.placeholder} />
    </search>
  )
}

/** A list's answer to a search that found nothing, with the way back to the whole list. */
export function NoSearchMatches({ what, q }: { what: string; q: string }) {
  const { refine } = useListSearch()
  const clear = () => {
    refine({ q: undefined })
    // The button goes with the message; the search box is where the person goes on from.
    document.querySelector<HTMLInputElement>(`#${SEARCH_ID} input`)?.focus()
  }
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-muted-foreground">{text.noMatches(what, q)}</p>
      <Button type="button" variant="outline" size="sm" onClick={clear}>
        {text.clearSearch}
      </Button>
    </div>
  )
}

/** Saves the list, as searched, as a CSV file: a plain link, so the session cookie goes with it. */
export function CsvExportLink({ href, what, q }: { href: string; what: string; q: string | undefined }) {
  return (
    <a
      href={href}
      download
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      aria-label={text.exportLabel(what, q)}
    >
      <DownloadIcon aria-hidden="true" />
      {text.exportCsv}
    </a>
  )
}
