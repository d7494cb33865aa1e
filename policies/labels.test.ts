import { describe, expect, it } from 'vitest';
import { enumLabel, permissionLabel, permissionsLabel } from './labels';
import { PERMISSIONS } from './permissions';

describe('labels for values the contract spells for machines', () => {
  it('writes enum values as words, abbreviations in capitals', () => {
    expect(enumLabel('MANUAL_REVIEW')).toBe('Manual review');
    expect(enumLabel('SUCCESSFUL')).toBe('Successful');
    expect(enumLabel('PENDING_LEVEL1')).toBe('Pending level 1');
    expect(enumLabel('NIP_OUTWARD')).toBe('NIP outward');
    expect(enumLabel('TERM_DEPOSITS')).toBe('Term deposits');
    expect(enumLabel('GL')).toBe('GL');
    expect(enumLabel(null)).toBe('—');
    expect(enumLabel('Already words')).toBe('Already words');
  });

  it('writes every permission without its dots and underscores', () => {
    expect(permissionLabel('loan.approve.level1')).toBe('Approve loans (level 1)');
    expect(permissionsLabel(['loan.view', 'loan.manage'])).toBe(
      'View loans or Disburse, repay and close loans',
    );
    for (const code of PERMISSIONS) expect(permissionLabel(code)).not.toMatch(/[._]/);
  });
});
