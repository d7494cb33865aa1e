import { useCallback } from 'react';
import type { TermDepositAccrualResult } from '../../../api/term-deposits.api';
import { runTermDepositAccruals } from '../../../api/term-deposits.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

/** What a run did, in a sentence. */
export function accrualWords(result: TermDepositAccrualResult): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    `Interest accrued to ${formatBankDate(result.upTo)} on ${count(result.accruedDeposits, 'deposit', 'deposits')}: ${formatKobo(result.accruedKobo)}.`,
    `${count(result.maturedCount, 'deposit', 'deposits')} matured: ${result.paidOutCount} paid out, ${result.rolledOverCount} rolled over, ${result.heldCount} held.`,
  ].join(' ');
}

/**
 * "Run accrual": the interest of every active deposit to the processing date, and the maturities
 * that date brings, as the background work does each day; then the list is read again.
 */
export function AccrualRun({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const perform = useCallback(() => runTermDepositAccruals(api), [api]);
  const { snapshot, send } = useRequest(perform);
  const result = snapshot.matches('succeeded')
    ? (snapshot.context.output as TermDepositAccrualResult)
    : null;
  useSettled(result, onDone);
  const failure = snapshot.context.failure;
  const busy = snapshot.matches('submitting');
  return (
    <>
      <Button disabled={busy} onClick={() => send({ type: 'request.submit', input: null })}>
        {busy ? 'Running accrual…' : 'Run accrual'}
      </Button>
      {result && (
        <Notice tone="success">
          <span data-testid="accrual-result">{accrualWords(result)}</span>
        </Notice>
      )}
      {failure && <Notice tone="danger">The accrual did not run: {failure.message}</Notice>}
    </>
  );
}
