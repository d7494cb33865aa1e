import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** Every page's text, one line of the page per line of text. */
  pages: string[];
  /** All pages' text, in order. */
  text: string;
  pageCount: number;
  /** The document's properties as a reader shows them (Title, Author, Creator). */
  info: Record<string, unknown>;
}

/**
 * The text a reader would see in a PDF. Embedded fonts store glyph numbers, not characters, so
 * the raw bytes cannot be searched; pdf.js maps the glyphs back through the font's tables.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      const parts = content.items.map((item) =>
        'str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '',
      );
      pages.push(parts.join(''));
    }
    const { info } = await doc.getMetadata();
    return {
      pages,
      text: pages.join('\n'),
      pageCount: doc.numPages,
      info: info as Record<string, unknown>,
    };
  } finally {
    await doc.destroy();
  }
}
