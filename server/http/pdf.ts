/**
 * A minimal PDF writer for text documents (statements): A4 pages of monospaced lines in the
 * standard Courier font, which every PDF reader has, so nothing is embedded or downloaded.
 */
const PAGE_WIDTH_PT = 595;
const PAGE_HEIGHT_PT = 842;
const MARGIN_PT = 40;
const FONT_SIZE_PT = 8.5;
const LEADING_PT = 11;
/** Lines that fit one page between the margins. */
export const PDF_LINES_PER_PAGE = Math.floor((PAGE_HEIGHT_PT - 2 * MARGIN_PT) / LEADING_PT);

/** PDF string text: backslash and parentheses escaped; outside Latin-1 becomes '?'. */
function pdfText(line: string): string {
  const latin = line.replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => (c === '₦' ? 'N' : '?'));
  return latin.replace(/[\\()]/g, (c) => `\\${c}`);
}

function pageContent(lines: readonly string[]): string {
  const top = PAGE_HEIGHT_PT - MARGIN_PT - FONT_SIZE_PT;
  const body = lines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n');
  return `BT /F1 ${FONT_SIZE_PT} Tf ${LEADING_PT} TL ${MARGIN_PT} ${top} Td\n${body}\nET`;
}

/** The document as bytes: the lines split into pages, each page numbered at its foot. */
export function textPdf(lines: readonly string[], title: string): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += PDF_LINES_PER_PAGE) {
    pages.push(lines.slice(i, i + PDF_LINES_PER_PAGE));
  }
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages tree, filled in below once the page objects are numbered
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
  const kids: string[] = [];
  pages.forEach((page, index) => {
    const footer = `${title} - page ${index + 1} of ${pages.length}`;
    const content = pageContent([
      ...page,
      ...Array(PDF_LINES_PER_PAGE - page.length).fill(''),
      footer,
    ]);
    const contentId = objects.length + 1;
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(`${objects.length + 1} 0 R`);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH_PT} ${PAGE_HEIGHT_PT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
