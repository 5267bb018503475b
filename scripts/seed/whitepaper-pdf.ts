// Renders a seed whitepaper as a PDF: a title page, then its content on US Letter pages.
// Seed-only (pdf-lib is a devDependency), so it never reaches the Worker bundle.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { SeedWhitepaper } from './whitepapers.ts'

const PAGE: [number, number] = [612, 792]
const MARGIN = 72
const TEXT_WIDTH = PAGE[0] - 2 * MARGIN
const BODY_SIZE = 12
const BODY_LEADING = 18
const PARAGRAPH_GAP = 10
const ABOUT =
  'Crestline Consulting helps mid-market and enterprise organizations with data and AI, quality engineering, and platform and DevOps work, from strategy to delivery. To discuss this paper with its author, use the contact form on our website.'

const NAVY = rgb(0x0f / 255, 0x2a / 255, 0x4a / 255)
const SKY = rgb(0x38 / 255, 0xbd / 255, 0xf8 / 255)
const WARM = rgb(0xf5 / 255, 0x9e / 255, 0x0b / 255)
const INK = rgb(0.12, 0.16, 0.22)
const MUTED = rgb(0.39, 0.45, 0.55)

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
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

function titlePage(
  doc: PDFDocument,
  paper: SeedWhitepaper,
  published: Date,
  regular: PDFFont,
  bold: PDFFont,
): void {
  const page = doc.addPage(PAGE)
  const [width, height] = PAGE
  page.drawRectangle({ x: 0, y: height - 300, width, height: 300, color: NAVY })
  page.drawRectangle({ x: MARGIN, y: height - 110, width: 48, height: 4, color: WARM })
  page.drawText('CRESTLINE CONSULTING', { x: MARGIN, y: height - 90, size: 12, font: bold, color: SKY })
  page.drawText('Whitepaper', { x: MARGIN, y: height - 140, size: 14, font: regular, color: rgb(1, 1, 1) })
  let y = height - 180
  for (const line of wrap(paper.title, bold, 24, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: bold, color: rgb(1, 1, 1) })
    y -= 30
  }
  y = height - 350
  for (const line of wrap(paper.description, regular, 13, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 13, font: regular, color: INK })
    y -= 19
  }
  page.drawText(paper.author, { x: MARGIN, y: 120, size: 12, font: bold, color: INK })
  page.drawText(longDate.format(published), { x: MARGIN, y: 102, size: 11, font: regular, color: MUTED })
  page.drawText('crestline-consulting.example', { x: MARGIN, y: 60, size: 9, font: regular, color: MUTED })
}

function contentPages(doc: PDFDocument, paper: SeedWhitepaper, regular: PDFFont, bold: PDFFont): PDFPage[] {
  const pages: PDFPage[] = []
  let page: PDFPage | undefined
  let y = 0
  const newPage = () => {
    page = doc.addPage(PAGE)
    pages.push(page)
    page.drawText(paper.title, { x: MARGIN, y: PAGE[1] - 48, size: 8, font: regular, color: MUTED })
    y = PAGE[1] - MARGIN - BODY_SIZE
  }
  const section = (heading: string, paragraphs: string[], font: PDFFont) => {
    if (!page || y < MARGIN + 3 * BODY_LEADING) newPage()
    page?.drawText(heading, { x: MARGIN, y, size: 14, font: bold, color: NAVY })
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
  section('In brief', [paper.excerpt], bold)
  section('The paper', paper.content.split('\n\n'), regular)
  section('About Crestline Consulting', [ABOUT], regular)
  return pages
}

export async function whitepaperPdf(paper: SeedWhitepaper): Promise<Uint8Array> {
  // No automatic metadata: its dates would be "now", and the seed should give the same bytes each time.
  const doc = await PDFDocument.create({ updateMetadata: false })
  const published = new Date(`${paper.publishedDate}T09:00:00Z`)
  doc.setTitle(paper.title)
  doc.setAuthor(paper.author)
  doc.setSubject(paper.description)
  doc.setCreator('Crestline Consulting')
  doc.setCreationDate(published)
  doc.setModificationDate(published)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  titlePage(doc, paper, published, regular, bold)
  const pages = contentPages(doc, paper, regular, bold)
  pages.forEach((page, index) => {
    const label = `${index + 2} / ${pages.length + 1}`
    const labelWidth = regular.widthOfTextAtSize(label, 8)
    page.drawText(label, { x: PAGE[0] - MARGIN - labelWidth, y: 40, size: 8, font: regular, color: MUTED })
  })
  return doc.save()
}
