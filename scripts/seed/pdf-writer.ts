// Writes the PDFs the seed needs: pages of filled rectangles and one-line texts in Helvetica and
// Helvetica Bold, two of the standard fonts every PDF reader has, so nothing is embedded
// (ISO 32000-1: 7.5 file structure, 8.5 paths, 9.4 text, 9.6.2 standard Type 1 fonts).
import { deflateSync } from 'node:zlib'
import { HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './helvetica-widths.ts'

export type PdfFont = 'Helvetica' | 'Helvetica-Bold'
/** Red, green and blue, each from 0 to 1. */
export type PdfColor = readonly [number, number, number]

export interface PdfInfo {
  title: string
  author: string
  subject: string
  creator: string
  /** Written as both the creation and the modification date, so the same input gives the same bytes. */
  date: Date
}

const WIDTHS: Record<PdfFont, readonly number[]> = {
  Helvetica: HELVETICA_WIDTHS,
  'Helvetica-Bold': HELVETICA_BOLD_WIDTHS,
}
const FONT_RESOURCE: Record<PdfFont, string> = { Helvetica: '/F1', 'Helvetica-Bold': '/F2' }

// The width tables cover printable ASCII, which WinAnsiEncoding codes as ASCII does.
const FIRST_CHAR = 0x20
const LAST_CHAR = 0x7e

function charCodes(text: string): number[] {
  return [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0
    if (code < FIRST_CHAR || code > LAST_CHAR) {
      throw new Error(`The seed PDFs write printable ASCII only, not ${JSON.stringify(char)} in "${text}"`)
    }
    return code
  })
}

/** The width of `text` in points at `size`, from the font's metrics (thousandths of the size). */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = WIDTHS[font]
  return (charCodes(text).reduce((sum, code) => sum + (widths[code - FIRST_CHAR] ?? 0), 0) * size) / 1000
}

/** A number as PDF writes it: at most three decimals, no exponent. */
const num = (value: number) => String(Number(value.toFixed(3)))

/** A literal string: ASCII with its delimiters and backslash escaped (7.3.4.2). */
function literal(text: string): string {
  charCodes(text)
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`
}

const fill = ([red, green, blue]: PdfColor) => `${num(red)} ${num(green)} ${num(blue)} rg`

/** One page's drawing, in points from its lower left corner. */
export class PdfPage {
  readonly width: number
  readonly height: number
  readonly operations: string[] = []

  constructor(width: number, height: number) {
    this.width = width
    this.height = height
  }

  drawRectangle(box: { x: number; y: number; width: number; height: number; color: PdfColor }): void {
    this.operations.push(
      `${fill(box.color)} ${[box.x, box.y, box.width, box.height].map(num).join(' ')} re f`,
    )
  }

  /** One line of text with its baseline starting at (x, y). */
  drawText(text: string, at: { x: number; y: number; size: number; font: PdfFont; color: PdfColor }): void {
    this.operations.push(
      `BT ${FONT_RESOURCE[at.font]} ${num(at.size)} Tf ${fill(at.color)} ${num(at.x)} ${num(at.y)} Td ${literal(text)} Tj ET`,
    )
  }
}

/** A date as PDF writes it (7.9.4), in UTC. */
function pdfDate(date: Date): string {
  const digits = date.toISOString().replace(/\D/g, '').slice(0, 14)
  return `(D:${digits}Z)`
}

/** The whole file: one indirect object per dictionary and content stream, then the cross-reference table. */
export function writePdf(pages: readonly PdfPage[], info: PdfInfo): Uint8Array {
  const objects: Buffer[] = []
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body)
    return objects.length
  }
  const reserve = () => add('')
  const catalog = reserve()
  const pageTree = reserve()
  const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const helveticaBold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const resources = `<< /Font << /F1 ${helvetica} 0 R /F2 ${helveticaBold} 0 R >> >>`
  const kids = pages.map((page) => {
    const content = deflateSync(Buffer.from(page.operations.join('\n'), 'latin1'))
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    )
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources ${resources} /Contents ${stream} 0 R >>`,
    )
  })
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pageTree} 0 R >>`, 'latin1')
  objects[pageTree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  )
  const date = pdfDate(info.date)
  const infoDictionary = add(
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Subject ${literal(info.subject)} /Creator ${literal(info.creator)} /CreationDate ${date} /ModDate ${date} >>`,
  )

  // The comment's bytes above 127 tell transfer tools the file is binary (7.5.2).
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  const parts = [header]
  let length = header.length
  const offsets = objects.map((body, index) => {
    const offset = length
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    parts.push(object)
    length += object.length
    return offset
  })
  // Each cross-reference entry is exactly 20 bytes, end of line included (7.5.4).
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoDictionary} 0 R >>\n` +
        `startxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  )
  return new Uint8Array(Buffer.concat(parts))
}
