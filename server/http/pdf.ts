import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The small document kit behind every PDF the bank hands out (receipts, statements): A4 pages
 * with the bank's name and the document's title at the top, label and value rows, tables that
 * carry on over pages under a repeated header row, and "<title> - page N of M" at every foot.
 *
 * Text is set in DejaVu Sans, embedded from the dejavu-fonts-ttf package, because the standard
 * PDF fonts have no naira sign (₦) and the operating system's fonts differ between servers.
 * Its digits all have the same width, so right-aligned figures line up without a mono font.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/** Read once per process: the files are large and never change while it runs. */
let fontBytes: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontBytes;
}

const MARGIN_PT = 48;
const BOTTOM_MARGIN_PT = 64;
const FOOTER_FROM_BOTTOM_PT = 40;
const INK = '#1a1a1a';
const MUTED = '#5c6670';
const RULE = '#c9ced4';
const BAND = '#eef1f4';
const BODY_SIZE_PT = 9.5;
const TABLE_SIZE_PT = 8.5;
const ROW_HEIGHT_PT = 15;
const CELL_PADDING_PT = 4;
/** A long narration wraps to at most this many lines of its row. */
const MAX_CELL_LINES = 3;

export interface PdfColumn {
  header: string;
  widthPt: number;
  /** Figures are right-aligned so their decimal points line up. */
  align?: 'left' | 'right';
}

export interface PdfRow {
  cells: readonly string[];
  /** Totals and balances carried are set in bold over a rule. */
  total?: boolean;
}

export interface PdfMeta {
  /** The bank's name: the top line of every page and the document's author. */
  bankName: string;
  /** The heading under the bank's name. */
  heading: string;
  /** The document's title in its properties and in every page's footer. */
  title: string;
  /** Landscape for tables too wide for a portrait page (the wide reports); portrait otherwise. */
  layout?: 'portrait' | 'landscape';
}

type Doc = PDFKit.PDFDocument;

const contentWidthOf = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The drawing calls a document's content is written with, top to bottom. */
export class PdfWriter {
  constructor(private readonly doc: Doc) {}

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get contentWidth(): number {
    return contentWidthOf(this.doc);
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when fewer than the points asked for are left on this one. */
  private room(heightPt: number): void {
    if (this.doc.y + heightPt > this.bottom) this.doc.addPage();
  }

  /** A small heading over the next block. */
  section(text: string): void {
    this.room(40);
    const { doc } = this;
    doc.y += 6;
    doc.font('bold').fontSize(10.5).fillColor(INK).text(text, this.left, doc.y);
    doc.y += 4;
  }

  /** Label and value pairs, the labels in a narrow muted column; long values wrap. */
  keyValues(rows: readonly (readonly [string, string])[], labelWidthPt = 130): void {
    const { doc, left } = this;
    const valueWidth = this.contentWidth - labelWidthPt;
    doc.fontSize(BODY_SIZE_PT);
    for (const [label, value] of rows) {
      const height = doc.font('regular').heightOfString(value, { width: valueWidth });
      this.room(height + 4);
      const y = doc.y;
      doc.fillColor(MUTED).text(label, left, y, { width: labelWidthPt - 8 });
      doc.fillColor(INK).text(value, left + labelWidthPt, y, { width: valueWidth });
      doc.y = y + Math.max(height, doc.currentLineHeight(true)) + 4;
    }
  }

  /** One figure set large, as the amount of a receipt. */
  figure(label: string, value: string, labelWidthPt = 130): void {
    this.room(34);
    const { doc, left } = this;
    const y = doc.y + 4;
    doc.font('regular').fontSize(BODY_SIZE_PT).fillColor(MUTED);
    doc.text(label, left, y + 5, { width: labelWidthPt - 8 });
    doc.font('bold').fontSize(17).fillColor(INK);
    doc.text(value, left + labelWidthPt, y, { width: this.contentWidth - labelWidthPt });
    doc.y = y + 28;
  }

  /** Vertical space between blocks. */
  gap(heightPt = 8): void {
    this.doc.y += heightPt;
  }

  /** A table that starts a new page when one is full, repeating its header row there. */
  table(columns: readonly PdfColumn[], rows: readonly PdfRow[]): void {
    const doc = this.doc;
    const widthPt = columns.reduce((sum, column) => sum + column.widthPt, 0);
    this.room(ROW_HEIGHT_PT * 3);
    this.tableHead(columns, widthPt);
    for (const row of rows) {
      const font: FontName = row.total ? 'bold' : 'regular';
      const heightPt = this.rowHeight(columns, row.cells, font);
      if (doc.y + heightPt > this.bottom) {
        doc.addPage();
        this.tableHead(columns, widthPt);
      }
      const y = doc.y;
      if (row.total) this.rule(y, widthPt, 0.8, INK);
      this.cells(columns, row.cells, y, font);
      if (!row.total) this.rule(y + heightPt, widthPt, 0.4, RULE);
      doc.y = y + heightPt;
    }
    doc.x = this.left;
    doc.y += 6;
  }

  private rule(y: number, widthPt: number, lineWidthPt: number, color: string): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + widthPt, y)
      .lineWidth(lineWidthPt)
      .stroke(color);
  }

  private tableHead(columns: readonly PdfColumn[], widthPt: number): void {
    const { doc } = this;
    const y = doc.y;
    doc.rect(this.left, y, widthPt, ROW_HEIGHT_PT + 2).fill(BAND);
    this.cells(
      columns,
      columns.map((column) => column.header),
      y + 1,
      'bold',
    );
    doc.y = y + ROW_HEIGHT_PT + 2;
  }

  /**
   * A row is one line high unless a text cell is wider than its column: then the text wraps, up
   * to MAX_CELL_LINES lines. Measuring only the wide cells keeps a long statement quick.
   */
  private rowHeight(columns: readonly PdfColumn[], cells: readonly string[], font: FontName) {
    const { doc } = this;
    doc.font(font).fontSize(TABLE_SIZE_PT);
    let lines = 1;
    for (const [index, column] of columns.entries()) {
      const text = cells[index] ?? '';
      const inner = column.widthPt - 2 * CELL_PADDING_PT;
      if (column.align === 'right' || doc.widthOfString(text) <= inner) continue;
      const height = doc.heightOfString(text, { width: inner });
      lines = Math.max(lines, Math.min(MAX_CELL_LINES, Math.round(height / this.lineHeight())));
    }
    return ROW_HEIGHT_PT + (lines - 1) * this.lineHeight();
  }

  private lineHeight(): number {
    return this.doc.currentLineHeight(true);
  }

  /**
   * One row of cells. Text wraps within its column and is cut with an ellipsis past
   * MAX_CELL_LINES lines; a figure is never cut but set smaller instead, so no digit is lost.
   */
  private cells(
    columns: readonly PdfColumn[],
    cells: readonly string[],
    y: number,
    font: FontName,
  ): void {
    const { doc } = this;
    let x = this.left;
    doc.font(font).fillColor(INK);
    for (const [index, column] of columns.entries()) {
      const inner = column.widthPt - 2 * CELL_PADDING_PT;
      const text = cells[index] ?? '';
      doc.fontSize(TABLE_SIZE_PT);
      const natural = doc.widthOfString(text);
      if (column.align === 'right') {
        if (natural > inner) doc.fontSize((TABLE_SIZE_PT * inner) / natural);
        const textX = x + column.widthPt - CELL_PADDING_PT - doc.widthOfString(text);
        doc.text(text, textX, y + 4, { lineBreak: false });
      } else if (natural <= inner) {
        doc.text(text, x + CELL_PADDING_PT, y + 4, { lineBreak: false });
      } else {
        const heightPt = MAX_CELL_LINES * this.lineHeight();
        doc.text(text, x + CELL_PADDING_PT, y + 4, {
          width: inner,
          height: heightPt,
          ellipsis: true,
        });
      }
      x += column.widthPt;
    }
  }
}

/** The bank's name and the heading over a rule; drawn on every page as it is added. */
function drawHeader(doc: Doc, meta: PdfMeta): void {
  const left = doc.page.margins.left;
  const width = contentWidthOf(doc);
  doc.font('bold').fontSize(15).fillColor(INK);
  doc.text(meta.bankName, left, doc.page.margins.top, { width });
  doc.font('regular').fontSize(11).fillColor(MUTED);
  doc.text(meta.heading, left, doc.y + 2, { width });
  const ruleY = doc.y + 6;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .stroke(INK);
  doc.y = ruleY + 14;
  doc.fillColor(INK);
}

/** "<title> - page N of M" at the foot of every page, once all pages are known. */
function drawFooters(doc: Doc, title: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const left = doc.page.margins.left;
    const width = contentWidthOf(doc);
    // Writing below the bottom margin would otherwise start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_FROM_BOTTOM_PT;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.4)
      .stroke(RULE);
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`${title} - page ${index + 1} of ${range.count}`, left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * The document as bytes: draws the header, lets `draw` write the content, then numbers the
 * pages. pdfkit streams its output, so the chunks are collected until it ends.
 */
export function renderPdf(meta: PdfMeta, draw: (writer: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: meta.layout ?? 'portrait',
    margins: { top: MARGIN_PT, left: MARGIN_PT, right: MARGIN_PT, bottom: BOTTOM_MARGIN_PT },
    bufferPages: true,
    info: { Title: meta.title, Author: meta.bankName, Creator: 'Kobo Back Office' },
    autoFirstPage: false,
  });
  const bytes = fonts();
  doc.registerFont('regular', bytes.regular);
  doc.registerFont('bold', bytes.bold);
  const writer = new PdfWriter(doc);
  doc.on('pageAdded', () => drawHeader(doc, meta));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.addPage();
      draw(writer);
      drawFooters(doc, meta.title);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
