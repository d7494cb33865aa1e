import { describe, expect, it } from 'vitest';
import { formOf, formProblems, savedSecretText, saveRequestOf } from './payment-form';

const saved = {
  configured: true,
  endpoint: 'http://127.0.0.1:4010/nip',
  institutionCode: '090999',
  channelCode: '1',
  timeoutMs: 30_000,
  secretSet: true,
  secretLastFour: 'abcd',
  updatedAt: '2026-01-05T10:00:00.000Z',
  updatedBy: 'admin',
};

describe('the payment integration form', () => {
  it('shows the timeout in seconds and sends it in milliseconds', () => {
    const form = formOf(saved);
    expect(form.timeoutSeconds).toBe('30');
    expect(saveRequestOf({ ...form, timeoutSeconds: '12' }).timeoutMs).toBe(12_000);
  });

  it('leaves an empty secret out, so the saved one is kept', () => {
    expect(saveRequestOf(formOf(saved))).not.toHaveProperty('sharedSecret');
    const changed = saveRequestOf({ ...formOf(saved), sharedSecret: 'a-new-secret-of-16+' });
    expect(changed.sharedSecret).toBe('a-new-secret-of-16+');
  });

  it('shows only the last four of a saved secret', () => {
    expect(savedSecretText(saved)).toBe('•••• abcd');
    expect(savedSecretText({ ...saved, secretSet: false, secretLastFour: null })).toBe('');
  });

  it('names each field that is wrong', () => {
    const problems = formProblems({
      endpoint: 'ftp://x',
      institutionCode: '12',
      channelCode: 'a',
      timeoutSeconds: '0',
      sharedSecret: 'short',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'channelCode',
      'endpoint',
      'institutionCode',
      'sharedSecret',
      'timeoutMs',
    ]);
    expect(formProblems(formOf(saved))).toEqual({});
  });
});
