import { installedAreas } from '../area-catalogue';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { findGlAccountByCode, insertGlAccount } from '../ledger/gl-account.repository';
import { postEntry } from '../ledger/ledger.service';
import { chartOf, type OpeningEntry } from './gl-chart';
import { findGlMapping, saveGlMapping } from './gl-mapping.repository';

/**
 * Seeds the chart and the GL map that the areas declare, adding only what the tenant lacks (an
 * area that lands later brings its accounts and events at the next start; a mapping someone
 * changed is left alone), and the opening entries once, with the chart's first account.
 */
export async function seedDemoLedger(t: TenantTx, now: Date): Promise<void> {
  const chart = chartOf(installedAreas());
  // A tenant without the chart's first account is new: its opening position goes in with it.
  const isNew = !(await findGlAccountByCode(t, chart.accounts[0]?.code ?? ''));
  const ids = new Map<string, string>();
  for (const account of chart.accounts) {
    const existing = await findGlAccountByCode(t, account.code);
    const id = existing?.id ?? newRowId();
    ids.set(account.code, id);
    if (existing) continue;
    const parentId = account.parent === null ? null : (ids.get(account.parent) ?? null);
    await insertGlAccount(t, { ...account, id, parentId }, now);
  }
  const idOf = (code: string) => ids.get(code) as string;
  for (const [event, { map }] of chart.events) {
    if (!map || (await findGlMapping(t, null, event))) continue;
    await saveGlMapping(
      t,
      { productId: null, event, debitAccountId: idOf(map[0]), creditAccountId: idOf(map[1]) },
      'system',
      now,
    );
  }
  if (isNew) await postOpening(t, chart.opening, idOf, now);
}

async function postOpening(
  t: TenantTx,
  opening: readonly OpeningEntry[],
  idOf: (code: string) => string,
  now: Date,
) {
  for (const entry of opening) {
    const amountKobo = entry.naira * 100;
    await postEntry(
      t,
      {
        narration: entry.narration,
        reference: 'OPENING',
        lines: [
          { accountId: idOf(entry.debit), debitKobo: amountKobo, creditKobo: 0 },
          { accountId: idOf(entry.credit), debitKobo: 0, creditKobo: amountKobo },
        ],
        source: 'OPENING_BALANCE',
        createdBy: 'system',
      },
      now,
    );
  }
}
