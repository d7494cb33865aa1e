import { describe, expect, it } from 'vitest';
import {
  applicationStatusWord,
  classTone,
  daysPastDueText,
  loanStatusWord,
  prudentialClassWords,
  unclassifiedReason,
  wordsOfCode,
} from './lending-words';

describe('lending words', () => {
  it('names the statuses of both charts in the words staff use', () => {
    expect(loanStatusWord('CLOSED_LIQUIDATED')).toEqual({
      label: 'Closed (liquidated)',
      tone: 'neutral',
    });
    expect(applicationStatusWord('PENDING_APPROVAL').label).toBe('Pending approval');
    expect(loanStatusWord('WRITTEN_OFF').tone).toBe('danger');
  });

  it('shows a code it does not know in words made from the code', () => {
    expect(loanStatusWord('IN_RESTRUCTURING')).toEqual({
      label: 'In restructuring',
      tone: 'neutral',
    });
    expect(wordsOfCode(null)).toBe('—');
  });

  it('colours the CBN class and says days past due', () => {
    expect(classTone('PERFORMING')).toBe('good');
    expect(classTone('PASS_AND_WATCH')).toBe('warning');
    expect(classTone('DOUBTFUL')).toBe('danger');
    expect(daysPastDueText(0)).toBe('Current');
    expect(daysPastDueText(1)).toBe('1 day');
    expect(daysPastDueText(45)).toBe('45 days');
  });

  it('names the CBN classes as the guidelines do', () => {
    expect(prudentialClassWords('PASS_AND_WATCH')).toBe('Pass & Watch');
    expect(prudentialClassWords('LOST')).toBe('Lost');
    expect(prudentialClassWords('VERY_LOST')).toBe('Very lost');
  });

  it('classes only a loan out with the customer', () => {
    expect(unclassifiedReason('ACTIVE')).toBeNull();
    expect(unclassifiedReason('APPROVED')).toBe('Not disbursed yet');
    expect(unclassifiedReason('CANCELLED')).toBe('Not disbursed yet');
    expect(unclassifiedReason('WRITTEN_OFF')).toBe('Written off');
    expect(unclassifiedReason('CLOSED_OBLIGATIONS_MET')).toBe('Closed');
  });
});
