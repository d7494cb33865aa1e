import type { GlAccount } from '../../../api/coa.api';
import type { GlAccountType } from './gl-format';

/** One row of the chart as a tree: the account, how deep it sits and its balance with its children. */
export interface ChartRow {
  readonly account: GlAccount;
  readonly depth: number;
  /** A header's total over every postable account beneath it; a postable account's own balance. */
  readonly totalKobo: bigint;
  readonly childCount: number;
}

export interface ChartFilter {
  readonly type?: GlAccountType | '';
  readonly text?: string;
}

function byCode(a: GlAccount, b: GlAccount): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

interface Tree {
  readonly roots: GlAccount[];
  readonly children: ReadonlyMap<string, GlAccount[]>;
}

/**
 * Groups the flat list by `parentId`. An account whose parent is missing from the list is shown
 * at the top rather than lost, and a parent chain that loops is cut where it closes.
 */
function buildTree(accounts: readonly GlAccount[]): Tree {
  const ids = new Set(accounts.map((account) => account.id));
  const children = new Map<string, GlAccount[]>();
  const roots: GlAccount[] = [];
  for (const account of accounts) {
    if (account.parentId && ids.has(account.parentId) && account.parentId !== account.id) {
      const siblings = children.get(account.parentId) ?? [];
      siblings.push(account);
      children.set(account.parentId, siblings);
    } else {
      roots.push(account);
    }
  }
  for (const siblings of children.values()) siblings.sort(byCode);
  roots.sort(byCode);
  // Accounts on a loop reach no root; each loop is entered at its lowest code.
  const reached = new Set<string>();
  const mark = (account: GlAccount) => {
    if (reached.has(account.id)) return;
    reached.add(account.id);
    for (const child of children.get(account.id) ?? []) mark(child);
  };
  roots.forEach(mark);
  for (const account of [...accounts].sort(byCode)) {
    if (!reached.has(account.id)) {
      roots.push(account);
      mark(account);
    }
  }
  return { roots, children };
}

function matchesText(account: GlAccount, text: string): boolean {
  return account.code.toLowerCase().includes(text) || account.name.toLowerCase().includes(text);
}

interface Placed {
  readonly account: GlAccount;
  readonly depth: number;
  /** The index of the parent in the walk, -1 at the top. */
  readonly parent: number;
  childCount: number;
}

/** The chart depth first by code; each account once, even if the parent links loop. */
function walk(tree: Tree): Placed[] {
  const placed: Placed[] = [];
  const seen = new Set<string>();
  const visit = (account: GlAccount, depth: number, parent: number) => {
    if (seen.has(account.id)) return;
    seen.add(account.id);
    const index = placed.length;
    placed.push({ account, depth, parent, childCount: 0 });
    for (const child of tree.children.get(account.id) ?? []) {
      if (seen.has(child.id)) continue;
      (placed[index] as Placed).childCount += 1;
      visit(child, depth + 1, index);
    }
  };
  for (const root of tree.roots) visit(root, 0, -1);
  return placed;
}

/**
 * The chart in display order, depth first by code, with header totals. With a filter, a row shows
 * when it matches, when a header above it matches (the whole group shows), or when it is a header
 * above a match (so every match keeps its place in the tree). Totals are over the whole chart.
 */
export function chartRows(accounts: readonly GlAccount[], filter: ChartFilter = {}): ChartRow[] {
  const placed = walk(buildTree(accounts));
  const text = (filter.text ?? '').trim().toLowerCase();
  const type = filter.type ?? '';
  const totals = placed.map((row) => (row.account.header ? 0n : BigInt(row.account.balanceKobo)));
  // Children come after their parent in the walk, so one backward pass sums every subtree.
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const { parent } = placed[index] as Placed;
    if (parent >= 0) totals[parent] = (totals[parent] ?? 0n) + (totals[index] ?? 0n);
  }
  const typeOk = placed.map((row) => type === '' || row.account.type === type);
  const matched = placed.map(
    (row, index) => (typeOk[index] ?? false) && (text === '' || matchesText(row.account, text)),
  );
  const shown = [...matched];
  // Forward: everything under a matching header. Backward: every header above a shown row.
  const groupShown = placed.map(() => false);
  placed.forEach((row, index) => {
    const underMatch = row.parent >= 0 && (groupShown[row.parent] ?? false);
    groupShown[index] = underMatch || (text !== '' && row.account.header && !!matched[index]);
    if (underMatch && typeOk[index]) shown[index] = true;
  });
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const { parent } = placed[index] as Placed;
    if (shown[index] && parent >= 0) shown[parent] = true;
  }
  return placed.flatMap((row, index) =>
    shown[index]
      ? [
          {
            account: row.account,
            depth: row.depth,
            totalKobo: totals[index] ?? 0n,
            childCount: row.childCount,
          },
        ]
      : [],
  );
}

export interface HeaderOption {
  readonly id: string;
  readonly label: string;
  readonly depth: number;
}

/** Header accounts a new account of `type` may sit under: same type, active, in tree order. */
export function headerOptions(accounts: readonly GlAccount[], type: GlAccountType): HeaderOption[] {
  return chartRows(accounts, { type })
    .filter((row) => row.account.header && row.account.status === 'ACTIVE')
    .map((row) => ({
      id: row.account.id,
      label: `${row.account.code} · ${row.account.name}`,
      depth: row.depth,
    }));
}
