import { describe, expect, it } from 'vitest';
import { GL_MAPPING_MISSING_TEXT, provisionFailureText, provisionMoveOf } from './provision-words';

const failure = (code: string | null, message = 'Refused.') => ({
  status: 422,
  code,
  message,
  fieldErrors: {},
});

describe('provisioning words', () => {
  it('says whether a run raises or releases the allowance, and by how much', () => {
    expect(provisionMoveOf(123_456)).toEqual({
      kind: 'increase',
      amountKobo: 123_456,
      words: 'Increase of ₦1,234.56',
    });
    expect(provisionMoveOf(-5_000)).toEqual({
      kind: 'release',
      amountKobo: 5_000,
      words: 'Release of ₦50.00',
    });
    expect(provisionMoveOf(0).kind).toBe('none');
  });

  it('tells staff to map LOAN_PROVISION when the GL map lacks it', () => {
    expect(provisionFailureText(failure('gl_mapping_missing'))).toBe(GL_MAPPING_MISSING_TEXT);
    expect(GL_MAPPING_MISSING_TEXT).toContain('LOAN_PROVISION mapping');
    expect(provisionFailureText(failure('loan_provision_run_in_progress'))).toMatch(/posted first/);
    expect(provisionFailureText(failure('permission_denied', 'Not allowed.'))).toBe('Not allowed.');
  });
});
