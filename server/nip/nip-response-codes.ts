/**
 * What the sender does with an answer from the switch:
 * - `approved`: the beneficiary was credited; the transfer is complete.
 * - `query`: the outcome is not known yet; ask with a transaction status query until it is.
 * - `manual-review`: final, but the money may not simply go back; an officer decides.
 * - `declined`: final, and nothing was credited, so the customer's debit is reversed.
 */
export type NipOutcome = 'approved' | 'query' | 'manual-review' | 'declined';

export interface NipResponseCode {
  readonly code: string;
  readonly meaning: string;
  readonly outcome: NipOutcome;
}

/** The codes that leave the outcome open: the switch or the beneficiary bank may still apply it. */
const QUERY_CODES = new Set(['01', '09', '25', '94', '96', '97']);

/** Final failures where the beneficiary bank may have acted; reversing blindly could pay twice. */
const MANUAL_REVIEW_CODES = new Set(['34', '35', '63']);

/** The NIP response codes with their published meanings. */
const MEANINGS: Readonly<Record<string, string>> = {
  '00': 'Approved or completed successfully',
  '01': 'Status unknown, please wait for settlement report',
  '03': 'Invalid sender',
  '05': 'Do not honor',
  '06': 'Dormant account',
  '07': 'Invalid account',
  '08': 'Account name mismatch',
  '09': 'Request processing in progress',
  '12': 'Invalid transaction',
  '13': 'Invalid amount',
  '14': 'Invalid batch number',
  '15': 'Invalid session or record ID',
  '16': 'Unknown bank code',
  '17': 'Invalid channel',
  '18': 'Wrong method call',
  '21': 'No action taken',
  '25': 'Unable to locate record',
  '26': 'Duplicate record',
  '30': 'Format error',
  '34': 'Suspected fraud',
  '35': 'Contact sending bank',
  '51': 'No sufficient funds',
  '57': 'Transaction not permitted to sender',
  '58': 'Transaction not permitted on channel',
  '61': 'Transfer limit exceeded',
  '63': 'Security violation',
  '65': 'Exceeds withdrawal frequency',
  '68': 'Response received too late',
  '91': 'Beneficiary bank not available',
  '92': 'Routing error',
  '94': 'Duplicate transaction',
  '96': 'System malfunction',
  '97': 'Timeout waiting for response from destination',
};

function outcomeOf(code: string): NipOutcome {
  if (code === '00') return 'approved';
  if (MANUAL_REVIEW_CODES.has(code)) return 'manual-review';
  if (QUERY_CODES.has(code)) return 'query';
  return 'declined';
}

/** Every published code, in code order. */
export const NIP_RESPONSE_CODES: readonly NipResponseCode[] = Object.entries(MEANINGS)
  .map(([code, meaning]) => ({ code, meaning, outcome: outcomeOf(code) }))
  .sort((a, b) => a.code.localeCompare(b.code));

/**
 * The meaning and outcome of a code. A code the table does not know is treated as open
 * (`query`): reversing a debit on an answer nobody can read could refund money that did arrive.
 */
export function describeResponseCode(code: string): NipResponseCode {
  const meaning = MEANINGS[code];
  if (meaning === undefined) return { code, meaning: 'Unknown response code', outcome: 'query' };
  return { code, meaning, outcome: outcomeOf(code) };
}

/** True when the answer settles the transfer one way or the other. */
export function isFinalResponseCode(code: string): boolean {
  return describeResponseCode(code).outcome !== 'query';
}
