import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kycFileProblem, MAX_KYC_FILE_BYTES, sniffKycContentType } from './kyc-files';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  8,
  2,
  0,
  0,
  0,
  ...deflateSync(Buffer.from([0, 0, 0, 0])),
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('sniffKycContentType', () => {
  it('knows a PDF, a PNG and a JPEG by their bytes', () => {
    expect(sniffKycContentType(PDF)).toBe('application/pdf');
    expect(sniffKycContentType(PNG)).toBe('image/png');
    expect(sniffKycContentType(JPEG)).toBe('image/jpeg');
  });

  it('refuses a PDF header without an end-of-file marker, and text dressed as a file', () => {
    expect(sniffKycContentType(PDF.subarray(0, 20))).toBeNull();
    expect(sniffKycContentType(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(sniffKycContentType(new Uint8Array())).toBeNull();
  });

  it('refuses a PNG signature not followed by its header chunk, and a JPEG cut short', () => {
    expect(sniffKycContentType(PNG.subarray(0, 8))).toBeNull();
    expect(sniffKycContentType(JPEG.subarray(0, JPEG.length - 1))).toBeNull();
  });
});

describe('kycFileProblem', () => {
  it('accepts a file whose claimed type is what it is', () => {
    expect(kycFileProblem(PNG, 'image/png')).toBeNull();
    expect(kycFileProblem(PDF, 'Application/PDF')).toBeNull();
  });

  it('refuses a PNG claimed as a JPEG and a text claimed as a PDF', () => {
    expect(kycFileProblem(PNG, 'image/jpeg')?.code).toBe('document_type_not_allowed');
    expect(kycFileProblem(new TextEncoder().encode('hello'), 'application/pdf')?.code).toBe(
      'document_type_not_allowed',
    );
  });

  it('refuses an image over its limit though a PDF of that size is allowed', () => {
    const size = MAX_KYC_FILE_BYTES['image/png'] + 1;
    const bigPng = new Uint8Array(size);
    bigPng.set(PNG);
    expect(kycFileProblem(bigPng, 'image/png')?.code).toBe('document_too_large');
    const bigPdf = new Uint8Array(size);
    bigPdf.set(PDF.subarray(0, 9));
    bigPdf.set(new TextEncoder().encode('%%EOF'), size - 6);
    expect(kycFileProblem(bigPdf, 'application/pdf')).toBeNull();
  });
});
