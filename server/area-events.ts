import type { Area } from './area';
import { installedAreas } from './area-catalogue';
import type { TenantTx } from './db/tenant-scope';

/**
 * What one area tells the others, by name, so that an area never imports back up into one built
 * on it (loans know nothing of credit applications; credit listens for its loans' events).
 */
export interface AreaEvents {
  /** A loan's money has left, in the disbursing transaction; it was booked from an application. */
  readonly 'loan.disbursed': { readonly loanId: string; readonly applicationId: string };
  /**
   * An entry was posted that moves sub-ledger accounts (deposit accounts: transfers, cash, NIP,
   * loans, fees), in the posting's transaction; each movement is customer-positive.
   */
  readonly 'ledger.posted': {
    readonly entryId: string;
    readonly narration: string;
    readonly movements: readonly {
      readonly subledger: string;
      readonly accountId: string;
      readonly deltaKobo: number;
    }[];
  };
  /** A user was given a temporary password (created, or the password reset). */
  readonly 'user.password-issued': {
    readonly userId: string;
    readonly temporaryPassword: string;
    readonly reason: 'CREATED' | 'RESET';
  };
  /** An approval request waits at a level for the users who may approve it. */
  readonly 'approval.waiting': { readonly requestId: string; readonly level: number };
  /** A term deposit's maturity was processed. */
  readonly 'term-deposit.matured': { readonly depositId: string };
  /** A loan's instalment became overdue in the close of business. */
  readonly 'loan.instalment-overdue': {
    readonly loanId: string;
    readonly loanNumber: string;
    readonly instalmentNumber: number;
    readonly dueDate: string;
    readonly amountDueKobo: number;
  };
}

export type AreaEventName = keyof AreaEvents;

/** An area's listeners, each run inside the transaction of the area that tells. */
export type AreaListeners = {
  readonly [Name in AreaEventName]?: (
    t: TenantTx,
    event: AreaEvents[Name],
    now: Date,
  ) => Promise<void>;
};

/** Tells every area that listens, in the order of the areas; a listener's refusal fails the step. */
export async function tellAreas<Name extends AreaEventName>(
  t: TenantTx,
  name: Name,
  event: AreaEvents[Name],
  now: Date,
  areas: readonly Area[] = installedAreas(),
): Promise<void> {
  for (const area of areas) await area.listens?.[name]?.(t, event, now);
}
