import type { components } from '../../api/schema.gen';
import type { Area } from '../area';
import { gatherOnce } from '../area-catalogue';
import type { TenantTx } from '../db/tenant-scope';
import type { GlAccountType } from '../ledger/gl-account.repository';

export type GlEvent = components['schemas']['GlEvent'];

/** One account of the demo chart: its code, name, parent's code, and whether it only groups. */
export type GlChartRow = readonly [
  code: string,
  name: string,
  parent: string | null,
  header?: 'header',
];

/** A GL event: the words staff know it by, and the accounts the demo maps it to, if any. */
export interface GlEventSpec {
  readonly label: string;
  /** The demo's tenant-wide mapping as [debit code, credit code]. */
  readonly map?: readonly [debit: string, credit: string];
  /**
   * What must hold before a mapping of the event moves to other accounts, checked by the area
   * whose balances it carries; it refuses with a DomainError.
   */
  readonly beforeRemap?: (t: TenantTx, change: GlRemap) => Promise<void>;
}

/** A mapping about to be saved: the product (null for the tenant) and its new accounts. */
export interface GlRemap {
  readonly productId: string | null;
  readonly debitAccountId: string;
  readonly creditAccountId: string;
}

/**
 * What an area brings to the general ledger: the accounts of the demo chart it posts to (a
 * parent's code is lower than its children's, so the rows of every area go in by code) and the
 * GL events it posts on. The GL area merges every area's part (gl.seed.ts).
 */
export interface GlPart {
  readonly accounts?: Partial<Record<GlAccountType, readonly GlChartRow[]>>;
  readonly events?: Partial<Record<GlEvent, GlEventSpec>>;
  /** The demo's opening position on these accounts, posted once with a new chart. */
  readonly opening?: readonly OpeningEntry[];
}

/** One opening entry of the demo, in whole naira, from one account to another by code. */
export interface OpeningEntry {
  readonly narration: string;
  readonly debit: string;
  readonly credit: string;
  readonly naira: number;
}

interface ChartAccount {
  readonly code: string;
  readonly name: string;
  readonly type: GlAccountType;
  readonly parent: string | null;
  readonly header: boolean;
}

/** The chart, GL events and opening of every area's part, each code and event declared by one area. */
export function chartOf(areas: readonly Area[]): {
  accounts: ChartAccount[];
  events: Map<GlEvent, GlEventSpec>;
  opening: OpeningEntry[];
} {
  const accounts = gatherOnce(areas, accountsOf);
  const events = gatherOnce(
    areas,
    (area) => Object.entries(area.gl?.events ?? {}) as [GlEvent, GlEventSpec][],
  );
  // A parent's code is lower than its children's, so in the order of codes parents come first.
  const byCode = [...accounts.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
  return { accounts: byCode, events, opening: areas.flatMap((area) => area.gl?.opening ?? []) };
}

function accountsOf(area: Area): [string, ChartAccount][] {
  const byType = Object.entries(area.gl?.accounts ?? {}) as [
    GlAccountType,
    readonly GlChartRow[],
  ][];
  return byType.flatMap(([type, rows]) =>
    rows.map(([code, name, parent, header]): [string, ChartAccount] => [
      code,
      { code, name, type, parent, header: header === 'header' },
    ]),
  );
}
