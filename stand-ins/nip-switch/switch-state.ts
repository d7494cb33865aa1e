import type { DirectoryAccount } from './directory';
import type { FundsTransferRequest } from './funds-transfer.message';
import type { InstitutionRecord } from './institution-list.message';
import type { Script } from './outcomes';

/** A funds transfer as the switch received it, with what it answered. */
export interface ReceivedTransfer {
  readonly request: FundsTransferRequest;
  /** The code answered (or to be answered late); null when the switch never answers. */
  readonly answered: string | null;
  /** True when the answer is sent only after the late-answer delay. */
  readonly late: boolean;
  /** True for a resend of a session ID already seen: answered 94 and not applied again. */
  readonly duplicate: boolean;
  /** When the switch received it, by its clock. */
  readonly receivedAt: Date;
}

/** The switch's memory, shared by the NIP port and the control port. */
export interface SwitchState {
  readonly directory: ReadonlyMap<string, DirectoryAccount>;
  readonly institutions: readonly InstitutionRecord[];
  /** Codes a name enquiry may go to: the list's and the directory's, so a test's bank is known. */
  readonly institutionCodes: ReadonlySet<string>;
  /** Scripts by `institution/account`, or `*` for an account scripted at any institution. */
  readonly scripts: Map<string, Script>;
  /** What a status query answers per session ID: the switch's memory of each transfer. */
  readonly statusBySession: Map<string, string>;
  readonly received: ReceivedTransfer[];
  readonly switchCode: string;
  readonly now: () => Date;
}

/** The most transfers remembered; the oldest are forgotten first, so a long demo stays small. */
export const MAX_REMEMBERED_TRANSFERS = 100_000;

const ANY_INSTITUTION = '*';

export const accountKey = (institutionCode: string, accountNumber: string) =>
  `${institutionCode}/${accountNumber}`;

const DEFAULT_SCRIPT: Script = { outcome: '00', statusAfter: '00' };

/**
 * How transfers to an account are answered: a script for that institution's account first, then
 * one for the account number at any institution, then the directory's own, else 00. Setting one
 * kind clears the other for that account, so the script set last is the one that holds.
 */
export function scriptFor(
  state: SwitchState,
  institutionCode: string,
  accountNumber: string,
): Script {
  return (
    state.scripts.get(accountKey(institutionCode, accountNumber)) ??
    state.scripts.get(accountKey(ANY_INSTITUTION, accountNumber)) ??
    state.directory.get(accountKey(institutionCode, accountNumber))?.script ??
    DEFAULT_SCRIPT
  );
}

export function setScript(
  state: SwitchState,
  institutionCode: string | null,
  accountNumber: string,
  script: Script | null,
): void {
  if (institutionCode === null) {
    for (const key of [...state.scripts.keys()]) {
      if (key.endsWith(`/${accountNumber}`)) state.scripts.delete(key);
    }
  } else {
    state.scripts.delete(accountKey(ANY_INSTITUTION, accountNumber));
  }
  const key = accountKey(institutionCode ?? ANY_INSTITUTION, accountNumber);
  if (script === null) state.scripts.delete(key);
  else state.scripts.set(key, script);
}

export function remember(state: SwitchState, transfer: ReceivedTransfer): void {
  state.received.push(transfer);
  if (state.received.length > MAX_REMEMBERED_TRANSFERS) state.received.shift();
}
