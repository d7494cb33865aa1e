import { describe, expect, it } from 'vitest';
import { accountCode, amountCode, inwardNarration, senderCodeOf } from './nip-inward';

describe('inward NIP rules', () => {
  it('answers an account by its status', () => {
    expect(accountCode(null)).toBe('07');
    expect(accountCode('CLOSED')).toBe('07');
    expect(accountCode('ACTIVE')).toBe('00');
    expect(accountCode('DORMANT')).toBe('00');
    expect(accountCode('FROZEN')).toBe('57');
    expect(accountCode('PENDING')).toBe('57');
  });

  it('takes only whole, positive kobo', () => {
    expect(amountCode(150_000)).toBeNull();
    expect(amountCode(0)).toBe('13');
    expect(amountCode(-1)).toBe('13');
    expect(amountCode(1.5)).toBe('13');
  });

  it('reads the sender from the session ID', () => {
    expect(senderCodeOf('000014261125071500123456789012')).toBe('000014');
  });

  it('names the sender and bank on the statement, within the column', () => {
    const line = inwardNarration({
      senderName: 'ADA OBI',
      senderBank: 'Access Bank',
      narration: 'rent',
    });
    expect(line).toBe('NIP from ADA OBI Access Bank: rent');
    expect(inwardNarration({ senderName: '', senderBank: '', narration: '' })).toBe(
      'NIP from unknown sender',
    );
    const long = inwardNarration({ senderName: 'A', senderBank: 'B', narration: 'x'.repeat(400) });
    expect(long.length).toBe(255);
  });
});
