import type { components } from '../../api/schema.gen';
import { effectivePermissions, hasBypass, hasFeature } from '../../policies/access';
import type { TenantTx } from '../db/tenant-scope';
import type { Principal } from '../request/principal';

type Schemas = components['schemas'];
export type TileFigure = Schemas['DashboardFigure'];
export type TileChart = Schemas['DashboardChart'];
export type TileItem = Schemas['DashboardListItem'];

/** What a tile answers besides its key, title, link and time. */
export interface TileBody {
  /** Where the tile leads when it knows better than its usual page (the teller's own session). */
  readonly link?: string;
  readonly figures: TileFigure[];
  readonly chart?: TileChart;
  readonly items: TileItem[];
  readonly empty?: string;
}

/** What a tile reads with: the day it is read for and the header's branch, when one is chosen. */
export interface TileContext {
  readonly now: Date;
  readonly processingDate: string;
  readonly branchId: string | undefined;
}

/**
 * One tile of the dashboard: who gets it, and how it reads its figures. Each reads only, with a
 * bounded number of bounded queries, inside the request's read transaction.
 */
export interface DashboardTileSpec {
  readonly key: string;
  readonly title: string;
  readonly link: string;
  allowed(principal: Principal): boolean;
  read(t: TenantTx, principal: Principal, ctx: TileContext): Promise<TileBody>;
}

/**
 * Whether the user's own roles and grants hold a permission. The administrators' bypass is left
 * out on purpose: it opens every page to them, but a tile about a teller's till or a loan
 * officer's book is no use on their dashboard.
 */
export function holds(principal: Principal, permission: string): boolean {
  return effectivePermissions({ user: principal.user }).has(permission);
}

export function administers(principal: Principal): boolean {
  return hasBypass({ user: principal.user });
}

export function licensed(principal: Principal, feature: string): boolean {
  return hasFeature(principal.license.features, feature);
}

export const money = (
  label: string,
  kobo: number,
  extra: Partial<TileFigure> = {},
): TileFigure => ({
  label,
  value: kobo,
  kind: 'MONEY',
  tone: 'NEUTRAL',
  ...extra,
});

export const count = (label: string, n: number, extra: Partial<TileFigure> = {}): TileFigure => ({
  label,
  value: n,
  kind: 'COUNT',
  tone: 'NEUTRAL',
  ...extra,
});

export const text = (
  label: string,
  value: string,
  extra: Partial<TileFigure> = {},
): TileFigure => ({
  label,
  value,
  kind: 'TEXT',
  tone: 'NEUTRAL',
  ...extra,
});

export const date = (
  label: string,
  value: string | null,
  extra: Partial<TileFigure> = {},
): TileFigure => ({ label, value, kind: 'DATE', tone: 'NEUTRAL', ...extra });

/** A share as percent text to two decimals, from whole numbers, without floating point drift. */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return '0.00';
  const hundredths = (BigInt(part) * 10_000n + BigInt(whole) / 2n) / BigInt(whole);
  const whole100 = hundredths / 100n;
  const rest = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole100}.${rest}`;
}

/** The start of a bank day (Africa/Lagos, UTC+1 all year) as the instant stored timestamps use. */
export function bankDayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+01:00`)).toISOString();
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
