// Renders a seed whitepaper as a PDF: a title page, then its content on US Letter pages.
import { type PdfColor, type PdfFont, PdfPage, textWidth, writePdf } from './pdf-writer.ts'
import type { SeedWhitepaper } from './whitepapers.ts'

const PAGE: [number, number] = [612, 792]
const MARGIN = 72
const TEXT_WIDTH = PAGE[0] - 2 * MARGIN
const BODY_SIZE = 12
const BODY_LEADING = 18
const PARAGRAPH_GAP = 10
const ABOUT =
  'Crestline Consulting helps mid-market and enterprise organizations with data and AI, quality engineering, and platform and DevOps work, from strategy to delivery. To discuss this paper with its author, use the contact form on our website.'

const NAVY: PdfColor = [0x0f / 255, 0x2a / 255, 0x4a / 255]
const SKY: PdfColor = [0x38 / 255, 0xbd / 255, 0xf8 / 255]
const WARM: PdfColor = [0xf5 / 255, 0x9e / 255, 0x0b / 255]
const INK: PdfColor = [0.12, 0.16, 0.22]
const MUTED: PdfColor = [0.39, 0.45, 0.55]
const WHITE: PdfColor = [1, 1, 1]
const REGULAR: PdfFont = 'Helvetica'
const BOLD: PdfFont = 'Helvetica-Bold'

function wrap(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

function titlePage(paper: SeedWhitepaper, published: Date): PdfPage {
  const [width, height] = PAGE
  const page = new PdfPage(width, height)
  page.drawRectangle({ x: 0, y: height - 300, width, height: 300, color: NAVY })
  page.drawRectangle({ x: MARGIN, y: height - 110, width: 48, height: 4, color: WARM })
  page.drawText('CRESTLINE CONSULTING', { x: MARGIN, y: height - 90, size: 12, font: BOLD, color: SKY })
  page.drawText('Whitepaper', { x: MARGIN, y: height - 140, size: 14, font: REGULAR, color: WHITE })
  let y = height - 180
  for (const line of wrap(paper.title, BOLD, 24, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: BOLD, color: WHITE })
    y -= 30
  }
  y = height - 350
  for (const line of wrap(paper.description, REGULAR, 13, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 13, font: REGULAR, color: INK })
    y -= 19
  }
  page.drawText(paper.author, { x: MARGIN, y: 120, size: 12, font: BOLD, color: INK })
  page.drawText(longDate.format(published), { x: MARGIN, y: 102, size: 11, font: REGULAR, color: MUTED })
  page.drawText('crestline-consulting.example', { x: MARGIN, y: 60, size: 9, font: REGULAR, color: MUTED })
  return page
}

function contentPages(paper: SeedWhitepaper): PdfPage[] {
  const pages: PdfPage[] = []
  let page: PdfPage | undefined
  let y = 0
  const newPage = () => {
    page = new PdfPage(...PAGE)
    pages.push(page)
    page.drawText(paper.title, { x: MARGIN, y: PAGE[1] - 48, size: 8, font: REGULAR, color: MUTED })
    y = PAGE[1] - MARGIN - BODY_SIZE
  }
  const section = (heading: string, paragraphs: string[], font: PdfFont) => {
    if (!page || y < MARGIN + 3 * BODY_LEADING) newPage()
    page?.drawText(heading, { x: MARGIN, y, size: 14, font: BOLD, color: NAVY })
    y -= BODY_LEADING + PARAGRAPH_GAP
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, font, BODY_SIZE, TEXT_WIDTH)) {
        if (!page || y < MARGIN) newPage()
        page?.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font, color: INK })
        y -= BODY_LEADING
      }
      y -= PARAGRAPH_GAP
    }
    y -= PARAGRAPH_GAP
  }
  section('In brief', [paper.excerpt], BOLD)
  section('The paper', paper.content.split('\n\n'), REGULAR)
  section('About Crestline Consulting', [ABOUT], REGULAR)
  return pages
}

export function whitepaperPdf(paper: SeedWhitepaper): Uint8Array {
  const published = new Date(`${paper.publishedDate}T09:00:00Z`)
  const pages = contentPages(paper)
  pages.forEach((page, index) => {
    const label = `${index + 2} / ${pages.length + 1}`
    const labelWidth = textWidth(label, REGULAR, 8)
    page.drawText(label, { x: PAGE[0] - MARGIN - labelWidth, y: 40, size: 8, font: REGULAR, color: MUTED })
  })
  // The publication date, not "now", so that the seed gives the same bytes each time.
  return writePdf([titlePage(paper, published), ...pages], {
    title: paper.title,
    author: paper.author,
    subject: paper.description,
    creator: 'Crestline Consulting',
    date: published,
  })
}
