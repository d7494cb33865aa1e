import { describe, expect, it } from 'vitest';
import { NIP_FIXTURES, readNipFixture } from '../../tests/fixtures/nip/fixtures';
import {
  parseFundsTransferRequest,
  parseNameEnquiryRequest,
  parseStatusQueryRequest,
} from '../nip/nip-messages';
import { readRequest, refusalDocument } from './nip-inward.messages';

// The switch's messages to our bank, as the fixed samples of tests/fixtures/nip hold them: the
// stand-in's tests send the same bytes with the stand-in's own code.

const F = NIP_FIXTURES;
const bytes = (fixture: { readonly file: string }) => readNipFixture(fixture.file);

describe('inward NIP requests against the fixed samples', () => {
  it('reads each request the switch sends into its fields', () => {
    expect(
      readRequest(
        'nameenquirysingleitem',
        bytes(F.inwardNameEnquiryRequest),
        parseNameEnquiryRequest,
      ),
    ).toEqual({ ok: true, message: F.inwardNameEnquiryRequest.fields });
    expect(
      readRequest(
        'fundtransfersingleitem_dc',
        bytes(F.inwardFundsTransferRequest),
        parseFundsTransferRequest,
      ),
    ).toEqual({ ok: true, message: F.inwardFundsTransferRequest.fields });
    expect(
      readRequest(
        'txnstatusquerysingleitem',
        bytes(F.inwardStatusQueryRequest),
        parseStatusQueryRequest,
      ),
    ).toEqual({ ok: true, message: F.inwardStatusQueryRequest.fields });
  });

  it('answers a document it cannot read with the refusal sample (30)', () => {
    expect(refusalDocument('fundtransfersingleitem_dc', '30', {})).toBe(
      bytes(F.inwardFundsTransferRefusedResponse),
    );
    const read = readRequest(
      'fundtransfersingleitem_dc',
      'not a document',
      parseFundsTransferRequest,
    );
    expect(read).toEqual({ ok: false, answer: bytes(F.inwardFundsTransferRefusedResponse) });
  });
});
