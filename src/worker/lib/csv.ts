// CSV as RFC 4180 writes it, for staff exports that open in Excel or a spreadsheet.

type CsvValue = string | number | boolean | Date | null | undefined

/** One column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  heading: string
  value: (row: Row) => CsvValue
}

/**
 * Cells a spreadsheet would run as a formula (OWASP, CSV injection): a leading `'` makes them
 * text, so a visitor's `=HYPERLINK(…)` in a form field stays words on a colleague's screen.
 */
const FORMULA_START = /^[=+\-@\t\r]/
/**
 * What a reader could take for the end of a cell: besides RFC 4180's comma, the semicolon and tab
 * that spreadsheets set to those separators split on, where `x;=1+1` would give a formula cell.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A heading row, then a row per item; CRLF after each. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: CsvValue[]) => `${cells.map(cell).join(',')}\r\n`
  return (
    line(columns.map((column) => column.heading)) +
    rows.map((row) => line(columns.map((column) => column.value(row)))).join('')
  )
}

/**
 * A CSV file to save, named `<name>-YYYY-MM-DD.csv` (today in UTC). It starts with a byte order
 * mark: without one, Excel reads the file in the computer's legacy code page and garbles every
 * accented name; other spreadsheets and CSV readers skip it.
 */
export function csvAttachment(csv: string, name: string, now = new Date()): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
