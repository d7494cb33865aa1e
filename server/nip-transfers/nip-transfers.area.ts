import { laterArea } from '../area';

/** Outward NIP transfers: name enquiry, quote, send, status queries and reversals. */
export const nipTransfersArea = laterArea('NIP outward transfers', [
  'nipNameEnquiry',
  'quoteNipTransfer',
  'createNipTransfer',
  'listNipTransfers',
  'getNipTransfer',
  'requeryNipTransfer',
  'reverseNipTransfer',
]);
