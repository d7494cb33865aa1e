import type { AnyStateMachine } from 'xstate';
import {
  APPROVAL_STATUS_BY_STATE,
  approvalRequestMachine,
} from '../../machines/approval-request.machine';
import { ASSET_STATUS_BY_STATE, assetMachine } from '../../machines/asset.machine';
import {
  CREDIT_APPLICATION_STATUS_BY_STATE,
  creditApplicationMachine,
} from '../../machines/credit-application.machine';
import type { RecordChart } from '../../machines/diagram/record-charts';
import { EXPENSE_STATUS_BY_STATE, expenseMachine } from '../../machines/expense.machine';
import { LOAN_STATUS_BY_STATE, loanMachine } from '../../machines/loan.machine';
import {
  NIP_TRANSFER_STATUS_BY_STATE,
  nipTransferMachine,
} from '../../machines/nip-transfer.machine';
import {
  TERM_DEPOSIT_STATUS_BY_STATE,
  termDepositMachine,
} from '../../machines/term-deposit.machine';
import {
  TILL_SESSION_STATUS_BY_STATE,
  tillSessionMachine,
} from '../../machines/till-session.machine';

/** Where a chart's records are stored: their table, the chart, and each state's status. */
export interface RecordSource {
  readonly table: string;
  readonly machine: AnyStateMachine;
  readonly statusByState: Readonly<Record<string, string>>;
  /** A second column a person may name the record by (a transfer's reference). */
  readonly byColumn?: string;
}

export const RECORD_SOURCES: Readonly<Record<RecordChart, RecordSource>> = {
  loan: { table: 'loan', machine: loanMachine, statusByState: LOAN_STATUS_BY_STATE },
  'till-session': {
    table: 'till_session',
    machine: tillSessionMachine,
    statusByState: TILL_SESSION_STATUS_BY_STATE,
  },
  'nip-transfer': {
    table: 'nip_transfer',
    machine: nipTransferMachine,
    statusByState: NIP_TRANSFER_STATUS_BY_STATE,
    byColumn: 'reference',
  },
  'credit-application': {
    table: 'credit_application',
    machine: creditApplicationMachine,
    statusByState: CREDIT_APPLICATION_STATUS_BY_STATE,
  },
  'term-deposit': {
    table: 'term_deposit',
    machine: termDepositMachine,
    statusByState: TERM_DEPOSIT_STATUS_BY_STATE,
  },
  expense: { table: 'expense', machine: expenseMachine, statusByState: EXPENSE_STATUS_BY_STATE },
  asset: { table: 'fixed_asset', machine: assetMachine, statusByState: ASSET_STATUS_BY_STATE },
  'approval-request': {
    table: 'approval_request',
    machine: approvalRequestMachine,
    statusByState: APPROVAL_STATUS_BY_STATE,
  },
};

/** The chart's state for a stored status; the status itself if the chart has no such state. */
export function stateOf(source: RecordSource, status: string): string {
  const found = Object.entries(source.statusByState).find(([, value]) => value === status);
  return found?.[0] ?? status;
}
