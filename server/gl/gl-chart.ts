import type { components } from '../../api/schema.gen';
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
