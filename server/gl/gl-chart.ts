import type { components } from '../../api/schema.gen';
import type { Area } from '../area';
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
  return { accounts, events, opening: areas.flatMap((area) => area.gl?.opening ?? []) };
}

type ChartRows = NonNullable<NonNullable<Area['gl']>['accounts']>[GlAccountType];
