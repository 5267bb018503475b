import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PdfPage, textWidth, writePdf } from '../../scripts/seed/pdf-writer.ts'
import { whitepaperPdf } from '../../scripts/seed/whitepaper-pdf.ts'
import { seedWhitepapers } from '../../scripts/seed/whitepapers.ts'
import { pdfPageCount } from '../support/pdf-page-count.ts'

const INFO = {
  title: 'A (short) paper',
  author: 'Ada Lovelace',
  subject: 'Testing',
  creator: 'Crestline Consulting',
  date: new Date('2026-04-14T09:00:00Z'),
}

/** The text drawing operations of every page, decompressed. */
function contents(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1')
  return [...text.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map(([, data]) =>
    inflateSync(Buffer.from(data ?? '', 'latin1')).toString('latin1'),
  )
}

describe('the seed PDF writer', () => {
  it('writes pages that a reader finds through the cross-reference table, with their text and the document info', () => {
    const pages = [new PdfPage(612, 792), new PdfPage(612, 792)]
    pages[0]?.drawText('Costs (in USD) \\ year', {
      x: 72,
      y: 700,
      size: 12,
      font: 'Helvetica',
      color: [0, 0, 0],
    })
    pages[1]?.drawRectangle({ x: 0, y: 0, width: 612, height: 100, color: [0.5, 0.25, 1] })
    const pdf = writePdf(pages, INFO)

    expect(pdfPageCount(pdf)).toBe(2)
    expect(contents(pdf)).toEqual([
      'BT /F1 12 Tf 0 0 0 rg 72 700 Td (Costs \\(in USD\\) \\\\ year) Tj ET',
      '0.5 0.25 1 rg 0 0 612 100 re f',
    ])
    const file = Buffer.from(pdf).toString('latin1')
    expect(file).toContain('/Title (A \\(short\\) paper)')
    expect(file).toContain('/CreationDate (D:20260414090000Z)')
  })

  it('measures text as Helvetica draws it', () => {
    // Adobe's metrics: H 722, e 556, l 222, o 556 (Helvetica); H 722, e 556, l 278, o 611 (Bold).
    expect(textWidth('Hello', 'Helvetica', 10)).toBeCloseTo(22.78)
    expect(textWidth('Hello', 'Helvetica-Bold', 10)).toBeCloseTo(24.45)
  })

  it('refuses a character outside printable ASCII rather than write it wrongly', () => {
    const page = new PdfPage(612, 792)
    expect(() =>
      page.drawText('Café', { x: 72, y: 700, size: 12, font: 'Helvetica', color: [0, 0, 0] }),
    ).toThrow('The seed PDFs write printable ASCII only, not "é" in "Café"')
  })

  it('gives a seed whitepaper the same bytes every time, its text inside the margins', () => {
    const [paper] = seedWhitepapers
    if (!paper) throw new Error('No seed whitepaper')
    const pdf = whitepaperPdf(paper)
    expect(Buffer.from(whitepaperPdf(paper)).equals(Buffer.from(pdf))).toBe(true)
    expect(pdfPageCount(pdf)).toBeGreaterThan(1)
    for (const page of contents(pdf)) {
      for (const [, font, size, x, line] of page.matchAll(
        /\/F(\d) (\S+) Tf \S+ \S+ \S+ rg (\S+) \S+ Td \((.*)\) Tj/g,
      )) {
        const drawn = (line ?? '').replace(/\\(.)/g, '$1')
        const width = textWidth(drawn, font === '2' ? 'Helvetica-Bold' : 'Helvetica', Number(size))
        expect(Number(x) + width, line).toBeLessThanOrEqual(612 - 72)
      }
    }
  })
})
