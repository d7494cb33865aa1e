import type { TenantTx } from '../db/tenant-scope';
import type { PostingLine } from './entry-rules';
import type { SubledgerMovement, SubledgerPort } from './subledger.port';

/**
 * Hands each sub-ledger the entry's net movement of its accounts, sub-ledgers in the order of
 * their kinds and accounts in id order, so that every posting takes the same locks in the same
 * order. A sub-ledger refuses the whole entry by throwing.
 */
export async function applySubledgers(t: TenantTx, lines: readonly PostingLine[]): Promise<void> {
  const byPort = new Map<SubledgerPort, Map<string, { debitKobo: number; creditKobo: number }>>();
  for (const line of lines) {
    if (!line.subledger) continue;
    const { port, accountId } = line.subledger;
    const moves = byPort.get(port) ?? new Map();
    const sum = moves.get(accountId) ?? { debitKobo: 0, creditKobo: 0 };
    moves.set(accountId, {
      debitKobo: sum.debitKobo + line.debitKobo,
      creditKobo: sum.creditKobo + line.creditKobo,
    });
    byPort.set(port, moves);
  }
  const ports = [...byPort.keys()].sort((a, b) => compare(a.kind, b.kind));
  for (const port of ports) {
    const moves = byPort.get(port) as Map<string, { debitKobo: number; creditKobo: number }>;
    const movements: SubledgerMovement[] = [...moves]
      .sort(([a], [b]) => compare(a, b))
      .map(([accountId, sum]) => ({ accountId, ...sum }));
    await port.apply(t, movements);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
