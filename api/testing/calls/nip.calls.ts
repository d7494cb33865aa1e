import * as nip from '../../nip.api';
import { any, type CallRow, KEY } from './call-rows';

/** The nip module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  nipNameEnquiry: [(api) => nip.nipNameEnquiry(api, any), 'POST', '/api/nip/name-enquiry'],
  quoteNipTransfer: [(api) => nip.quoteNipTransfer(api, any), 'POST', '/api/nip/quote'],
  createNipTransfer: [(api) => nip.createNipTransfer(api, any, KEY), 'POST', '/api/nip/transfers'],
  listNipTransfers: [(api) => nip.listNipTransfers(api), 'GET', '/api/nip/transfers'],
  exportNipTransfersCsv: [(api) => nip.exportNipTransfersCsv(api), 'GET', '/api/nip/transfers.csv'],
  exportNipTransferAdvicePdf: [
    (api) => nip.exportNipTransferAdvicePdf(api, 't-1'),
    'GET',
    '/api/nip/transfers/t-1/advice.pdf',
  ],
  getNipTransfer: [(api) => nip.getNipTransfer(api, 't-1'), 'GET', '/api/nip/transfers/t-1'],
  requeryNipTransfer: [
    (api) => nip.requeryNipTransfer(api, 't-1'),
    'POST',
    '/api/nip/transfers/t-1/requery',
  ],
  reverseNipTransfer: [
    (api) => nip.reverseNipTransfer(api, 't-1', 'Customer asked'),
    'POST',
    '/api/nip/transfers/t-1/reverse',
  ],
};
