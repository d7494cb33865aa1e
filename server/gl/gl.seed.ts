import type { Area } from '../area';
import { installedAreas } from '../area-catalogue';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import {
  findGlAccountByCode,
  type GlAccountType,
  insertGlAccount,
} from '../ledger/gl-account.repository';
import { postEntry } from '../ledger/ledger.service';
import type { GlEvent, GlEventSpec } from './gl-chart';
import { findGlMapping, saveGlMapping } from './gl-mapping.repository';

interface ChartAccount {
  readonly code: string;
  readonly name: string;
  readonly type: GlAccountType;
  readonly parent: string | null;
  readonly header: boolean;
}

/** The demo chart and GL map: every area's part, each code and event declared by one area. */
export function demoChartOf(areas: readonly Area[]): {
  accounts: ChartAccount[];
  events: Map<GlEvent, GlEventSpec>;
} {
  const owners = new Map<string, string>();
  const claim = (key: string, area: Area) => {
    const owner = owners.get(key);
    if (owner) throw new Error(`${key} is declared by both ${owner} and ${area.name}.`);
    owners.set(key, area.name);
  };
  const accounts: ChartAccount[] = [];
  const events = new Map<GlEvent, GlEventSpec>();
  for (const area of areas) {
    const byType = Object.entries(area.gl?.accounts ?? {}) as [GlAccountType, ChartRows][];
    for (const [type, rows] of byType) {
      for (const [code, name, parent, header] of rows ?? []) {
        claim(`GL account ${code}`, area);
        accounts.push({ code, name, type, parent, header: header === 'header' });
      }
    }
    for (const [event, spec] of Object.entries(area.gl?.events ?? {}) as [GlEvent, GlEventSpec][]) {
      claim(`GL event ${event}`, area);
      events.set(event, spec);
    }
  }
  // A parent's code is lower than its children's, so in the order of codes parents come first.
  accounts.sort((a, b) => (a.code < b.code ? -1 : 1));
  return { accounts, events };
}

type ChartRows = NonNullable<NonNullable<Area['gl']>['accounts']>[GlAccountType];

/** The opening position, posted through the ledger so that the trial balance is real. */
const OPENING: readonly { narration: string; debit: string; credit: string; naira: number }[] = [
  { narration: 'Paid-up share capital', debit: '1110', credit: '3101', naira: 250_000_000 },
  { narration: 'Cash withdrawn to the vault', debit: '1101', credit: '1110', naira: 40_000_000 },
  { narration: 'Office furniture and equipment', debit: '1501', credit: '1110', naira: 18_500_000 },
];

/**
 * Seeds the chart and the GL map that the areas declare, adding only what the tenant lacks (an
 * area that lands later brings its accounts and events at the next start; a mapping someone
 * changed is left alone), and the opening entries once, with the chart's first account.
 */
export async function seedDemoLedger(t: TenantTx, now: Date): Promise<void> {
  const chart = demoChartOf(installedAreas());
  const opening = !(await findGlAccountByCode(t, '1000'));
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
  if (opening) await postOpening(t, idOf, now);
}

async function postOpening(t: TenantTx, idOf: (code: string) => string, now: Date) {
  for (const entry of OPENING) {
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
