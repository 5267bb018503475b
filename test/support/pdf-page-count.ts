/**
 * The number of pages a PDF reader finds, reached the way a reader reaches it: from `startxref` to
 * the cross-reference table, through it to the trailer's catalog, the catalog's page tree and each
 * of its pages (ISO 32000-1, 7.5 and 7.7.3). Throws at the first step a reader could not take.
 * Reads a classic cross-reference table and a flat page tree, which is what scripts/seed writes.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1')
  if (!text.startsWith('%PDF-')) throw new Error('Not a PDF: no %PDF- header')
  const xrefStart = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1] ?? Number.NaN)
  const table = /^xref\s+0 (\d+)\r?\n/.exec(text.slice(xrefStart))
  if (!table?.[1]) throw new Error(`No cross-reference table at startxref (${xrefStart})`)
  const size = Number(table[1])
  const entriesStart = xrefStart + table[0].length
  const offsets = new Map<number, number>()
  for (let number = 0; number < size; number++) {
    // Every entry is 20 bytes: a 10-digit offset, a 5-digit generation, n (in use) or f (free).
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(entriesStart + 20 * number))
    if (!entry) throw new Error(`Cross-reference entry ${number} is malformed`)
    if (entry[3] === 'n') offsets.set(number, Number(entry[1]))
  }
  const object = (number: number) => {
    const offset = offsets.get(number)
    if (offset === undefined || !text.startsWith(`${number} 0 obj`, offset)) {
      throw new Error(`Object ${number} is not where the cross-reference table says`)
    }
    return text.slice(offset, text.indexOf('endobj', offset))
  }
  const reference = (dictionary: string, key: string) => {
    const number = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]
    if (number === undefined) throw new Error(`No /${key} reference in ${dictionary.slice(0, 80)}`)
    return Number(number)
  }

  const trailer = text.slice(entriesStart + 20 * size)
  if (!trailer.startsWith('trailer')) throw new Error('No trailer after the cross-reference table')
  const catalog = object(reference(trailer, 'Root'))
  if (!catalog.includes('/Type /Catalog')) throw new Error('The trailer’s /Root is not a catalog')
  const pageTree = object(reference(catalog, 'Pages'))
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pageTree)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])]
  for (const [, number] of kids) {
    if (!/\/Type \/Page\b(?!s)/.test(object(Number(number)))) {
      throw new Error(`Page tree kid ${number} is not a page`)
    }
  }
  const count = Number(/\/Count (\d+)/.exec(pageTree)?.[1])
  if (count !== kids.length) throw new Error(`The page tree counts ${count} pages but lists ${kids.length}`)
  return count
}
