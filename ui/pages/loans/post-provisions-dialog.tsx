import { useCallback } from 'react';
import type { Api } from '../../../api/client';
import {
  type LoanProvisioning,
  type LoanProvisionRun,
  runLoanProvisioning,
} from '../../../api/loans.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { type ActionCheck, MoneyActionDialog } from '../../components/money-action-dialog';
import { Summary } from '../../components/summary-list';
import { provisionFailureText, provisionMoveOf } from './provision-words';

/** The run sends no body; the figures it was confirmed on stand in as the draft. */
const check = (figures: LoanProvisioning): ActionCheck<LoanProvisioning> => ({
  body: figures,
  problems: {},
});

const submit = (api: Api, _figures: LoanProvisioning, idempotencyKey: string) =>
  runLoanProvisioning(api, idempotencyKey);

/** The dialog's description: what the run will post, in words, before the money moves. */
function descriptionOf(figures: LoanProvisioning): string {
  const move = provisionMoveOf(figures.differenceKobo);
  const date = formatBankDate(figures.asOfDate);
  if (move.kind === 'none') {
    return `The allowance already holds the ${formatKobo(figures.requiredKobo)} required as of ${date}: the run is recorded and posts nothing.`;
  }
  const what =
    move.kind === 'increase'
      ? `raises the allowance by ${formatKobo(move.amountKobo)} (debit loan loss expense)`
      : `releases ${formatKobo(move.amountKobo)} of the allowance back to loan loss expense`;
  return `One journal entry ${what}, so the allowance holds the ${formatKobo(figures.requiredKobo)} required as of ${date}.`;
}

/**
 * Posting the provision: a confirm naming the amount and whether it raises or releases the
 * allowance, on the money-form chart, so a retry after an unknown outcome reuses its
 * Idempotency-Key and posts at most once.
 */
export function PostProvisionsDialog({
  figures,
  onDone,
  onClose,
}: {
  figures: LoanProvisioning;
  onDone: (run: LoanProvisionRun) => void;
  onClose: () => void;
}) {
  const move = provisionMoveOf(figures.differenceKobo);
  const summary = useCallback(
    () => (
      <Summary
        label="Provision to post"
        lines={[
          ['Required provision', formatKobo(figures.requiredKobo)],
          ['Allowance now', formatKobo(figures.allowanceKobo)],
          [move.kind === 'release' ? 'Release' : 'Increase', formatKobo(move.amountKobo), true],
        ]}
      />
    ),
    [figures, move],
  );
  return (
    <MoneyActionDialog
      title={
        move.kind === 'none' ? 'Post provisions' : `Post provisions: ${move.words.toLowerCase()}`
      }
      description={descriptionOf(figures)}
      draft={figures}
      check={check}
      submit={submit}
      summary={summary}
      confirmLabel="Post provisions"
      busyLabel="Posting…"
      explain={provisionFailureText}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
