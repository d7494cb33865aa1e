import PDFDocument from 'pdfkit';
import { formatBankDate } from '../../policies/calendar';
import { KYC_ID_TYPE_LABELS, type KycIdType } from '../../policies/kyc-documents';

/** A one-page PDF in the standard fonts (no embedding: the demo's files stay a few KB). */
async function onePagePdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: 'Demo KYC document' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The scan of an ID, as the demo keeps it: its type, holder, number and expiry in words. */
export function idDocumentPdf(
  idType: KycIdType,
  holder: string,
  idNumber: string,
  expiresOn: string,
): Promise<Buffer> {
  return onePagePdf((doc) => {
    doc.fontSize(16).text(KYC_ID_TYPE_LABELS[idType]);
    doc.moveDown().fontSize(11).text(`Holder: ${holder}`);
    doc.text(`Number: ${idNumber}`);
    doc.text(`Valid until: ${formatBankDate(expiresOn)}`);
    doc.moveDown().fontSize(8).text('Demonstration document, not a real identity document.');
  });
}

/** A utility bill as proof of the customer's address. */
export function proofOfAddressPdf(holder: string): Promise<Buffer> {
  return onePagePdf((doc) => {
    doc.fontSize(16).text('Electricity bill');
    doc.moveDown().fontSize(11).text(`Customer: ${holder}`);
    doc.text('Ikeja Electric, account 0101234567');
    doc.moveDown().fontSize(8).text('Demonstration document, not a real bill.');
  });
}
