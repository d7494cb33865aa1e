import type { MaturityInstruction, TermDeposit } from '../../../api/term-deposits.api';
import { termDepositSnapshot } from '../../../machines/term-deposit.machine';

export type DepositAction = 'liquidate' | 'instruction' | 'settle' | 'placeLien' | 'releaseLien';

/** What a deposit's page offers: what the chart allows from its status, lien and all. */
export function depositActions(deposit: Pick<TermDeposit, 'status' | 'lien'>): DepositAction[] {
  const underLien = deposit.lien !== null;
  const chart = termDepositSnapshot(deposit.status);
  const actions: DepositAction[] = [];
  if (
    deposit.status === 'ACTIVE' &&
    (chart.can({ type: 'termDeposit.liquidate', underLien }) ||
      chart.can({ type: 'termDeposit.requestLiquidation', underLien }))
  ) {
    actions.push('liquidate');
  }
  if (deposit.status === 'ACTIVE') actions.push('instruction');
  if (chart.can({ type: 'termDeposit.rollOver' })) actions.push('settle');
  if (deposit.status === 'ACTIVE' && !underLien) actions.push('placeLien');
  if (underLien && (deposit.status === 'ACTIVE' || deposit.status === 'MATURED')) {
    actions.push('releaseLien');
  }
  return actions;
}

/** How a matured, held deposit may be settled: paying out only when no lien holds it. */
export function settleInstructions(
  deposit: Pick<TermDeposit, 'status' | 'lien'>,
  allowed: readonly MaturityInstruction[],
): MaturityInstruction[] {
  const chart = termDepositSnapshot(deposit.status);
  const payOut = chart.can({ type: 'termDeposit.payOut', underLien: deposit.lien !== null });
  return allowed.filter((value) => value !== 'PAY_OUT' || payOut);
}

/** A certificate is printed only for a deposit that was funded. */
export function certifiable(status: TermDeposit['status']): boolean {
  return status !== 'PENDING_APPROVAL' && status !== 'REJECTED';
}
