import type { components } from '../../api/schema.gen';
import type { NipTransferStatus } from './nip-recon-match';

export type GlPart = components['schemas']['NipReconGlPart'];
type GlKind = GlPart['kind'];

/** One posting to the settlement account on the run's date, with what it belongs to. */
export interface SettlementMovement {
  /** Debit-positive amount of the line. */
  readonly netKobo: number;
  /** The journal entry's source: NIP_OUTWARD, NIP_INWARD, REVERSAL or anything else. */
  readonly source: string;
  /** The status of our transfer the entry debited, or whose debit it reverses; else null. */
  readonly transferStatus: NipTransferStatus | null;
}

/** Where an outward transfer's credit to the settlement account stands, by its status now. */
function outwardKind(status: NipTransferStatus | null): GlKind {
  if (status === 'SUCCESSFUL') return 'SETTLED';
  if (status === 'FAILED') return 'FAILED_NOT_REVERSED';
  if (status === 'REVERSED') return 'REVERSED';
  if (status === null) return 'OTHER';
  return 'NOT_AT_SWITCH';
}

function kindOf(movement: SettlementMovement): GlKind {
  if (movement.source === 'NIP_OUTWARD') return outwardKind(movement.transferStatus);
  if (movement.source === 'REVERSAL' && movement.transferStatus !== null) return 'REVERSED';
  if (movement.source === 'NIP_INWARD') return 'INWARD';
  return 'OTHER';
}

/** The order the parts are read in, from the day before to the end of the date. */
const ORDER: readonly GlKind[] = [
  'BROUGHT_FORWARD',
  'SETTLED',
  'NOT_AT_SWITCH',
  'FAILED_NOT_REVERSED',
  'REVERSED',
  'INWARD',
  'OTHER',
];

/**
 * How the settlement account's balance at the end of the date is made up: what it held the day
 * before, then the date's postings by what they belong to. A transfer counts once, by its debit
 * (a reversal adds to the REVERSED part without counting again). Whatever the parts do not
 * explain (a manual journal, or a posting after the run) is OTHER, so the parts always add up to
 * the balance the run recorded; parts that are zero and hold nothing are left out.
 */
export function explainSettlementBalance(
  broughtForwardKobo: number,
  movements: readonly SettlementMovement[],
  balanceKobo: number,
): GlPart[] {
  const parts = new Map<GlKind, { count: number; amountKobo: number }>(
    ORDER.map((kind) => [kind, { count: 0, amountKobo: 0 }]),
  );
  const add = (kind: GlKind, amountKobo: number, count: number) => {
    const part = parts.get(kind) as { count: number; amountKobo: number };
    part.amountKobo += amountKobo;
    part.count += count;
  };
  add('BROUGHT_FORWARD', broughtForwardKobo, 0);
  for (const movement of movements) {
    const kind = kindOf(movement);
    const counted = movement.source === 'NIP_OUTWARD' || movement.source === 'NIP_INWARD';
    add(kind, movement.netKobo, counted ? 1 : 0);
  }
  const explainedKobo = [...parts.values()].reduce((sum, part) => sum + part.amountKobo, 0);
  add('OTHER', balanceKobo - explainedKobo, 0);
  return ORDER.map((kind) => ({
    kind,
    ...(parts.get(kind) as { count: number; amountKobo: number }),
  })).filter((part) => part.kind === 'BROUGHT_FORWARD' || part.count > 0 || part.amountKobo !== 0);
}
