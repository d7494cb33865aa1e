/**
 * What a KYC file may be, judged by its bytes and never by its name or the type a browser
 * claims: a PDF, a PNG or a JPEG, each under its own size limit. Both sides use it: the server
 * refuses anything else, the console says so before it sends.
 */

export const KYC_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];

const MIB = 1024 * 1024;

/** The largest file of each type: a scanned page as PDF, a photo or signature as an image. */
export const MAX_KYC_FILE_BYTES: Readonly<Record<KycContentType, number>> = {
  'application/pdf': 5 * MIB,
  'image/png': 2 * MIB,
  'image/jpeg': 2 * MIB,
};

/** The largest of the limits: what an upload's body must make room for. */
export const MAX_ANY_KYC_FILE_BYTES = Math.max(...Object.values(MAX_KYC_FILE_BYTES));

/** A PDF's end-of-file marker must sit within this many bytes of the end (trailing newlines). */
const PDF_EOF_WINDOW_BYTES = 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('%PDF-'))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_EOF_WINDOW_BYTES));
  const marker = ascii('%%EOF');
  for (let at = tail.length - marker.length; at >= 0; at -= 1) {
    if (startsWith(tail, marker, at)) return true;
  }
  return false;
}

/** The signature, then the first chunk, which must be IHDR of 13 bytes. */
function isPng(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, PNG_SIGNATURE) &&
    startsWith(bytes, [0, 0, 0, 13], 8) &&
    startsWith(bytes, ascii('IHDR'), 12)
  );
}

/** Start of image, then a marker; end of image as the last two bytes. */
function isJpeg(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) &&
    bytes.length >= 4 &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  );
}

/** The type the bytes are, or null when they are none of the types a KYC file may be. */
export function sniffKycContentType(bytes: Uint8Array): KycContentType | null {
  if (isPdf(bytes)) return 'application/pdf';
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  return null;
}

export type KycFileProblem =
  | { readonly code: 'document_type_not_allowed'; readonly message: string }
  | { readonly code: 'document_too_large'; readonly message: string };

const TYPE_WORDS: Readonly<Record<KycContentType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

const mibText = (bytes: number) => `${Math.round((bytes / MIB) * 10) / 10} MB`;

/**
 * Why the bytes cannot be kept as a KYC file (null: they can): a type the content is not, a type
 * the claim does not agree with, or a file over its type's limit.
 */
export function kycFileProblem(bytes: Uint8Array, claimedType: string): KycFileProblem | null {
  const actual = sniffKycContentType(bytes);
  if (actual === null) {
    return {
      code: 'document_type_not_allowed',
      message: 'The file is not a PDF, PNG or JPEG: upload a scan or photo in one of these.',
    };
  }
  if (actual !== claimedType.toLowerCase()) {
    return {
      code: 'document_type_not_allowed',
      message: `The file is a ${TYPE_WORDS[actual]} but was sent as another type.`,
    };
  }
  const limit = MAX_KYC_FILE_BYTES[actual];
  if (bytes.length > limit) {
    return {
      code: 'document_too_large',
      message: `A ${TYPE_WORDS[actual]} may be at most ${mibText(limit)}.`,
    };
  }
  return null;
}
