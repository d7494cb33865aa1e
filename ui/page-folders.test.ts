import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A page folder (ui/pages/<area>/) imports the kits (ui/components/, ui/app/), the shared files at
 * the top of ui/pages/ and itself, never another page folder: what two areas use lives in a kit,
 * so changing one area's pages cannot break another's. The few exceptions are listed here, each
 * with its reason; an exception that no file needs any more fails too, so the list only shrinks.
 */

const UI = fileURLToPath(new URL('./', import.meta.url));
const PAGES = join(UI, 'pages');

interface Allowed {
  readonly from: readonly string[];
  /** Modules of another page folder, as `<folder>/<file>` without the extension. */
  readonly to: readonly string[];
  readonly why: string;
}

const ALLOWED: readonly Allowed[] = [
  {
    // A credit application books a loan: it is filled in against a loan product, shows the
    // loan's schedule and terms, uses the lending words and officers, and looks like a loan.
    from: ['credit'],
    to: [
      'loans/loan-product-form',
      'loans/loan-terms',
      'loans/schedule-preview',
      'loans/lending-words',
      'loans/officer-choices',
      'loans/lending.css',
      'loans/csv-button',
      'loans/filters-at-once',
    ],
    why: 'a credit application books a loan',
  },
  {
    // A money area shows its own request waiting for a checker with the approvals area's dialog
    // and words, as server areas call the approvals area's submitForApproval.
    from: ['credit', 'expenses', 'gl', 'tills'],
    to: ['approvals/approval-request-dialog', 'approvals/approval-words'],
    why: 'an area shows its request to the checker as the approvals inbox does',
  },
  {
    // A customer comes to open an account: the customer pages lead to the accounts page's
    // opening dialog with the customer chosen, by the address the accounts page reads.
    from: ['customers'],
    to: ['accounts/open-account-link'],
    why: 'a new customer is led to the account they came for',
  },
  {
    // A deposit account's transactions are ledger entries: they mark and link reversals the
    // way the ledger's pages do.
    from: ['accounts'],
    to: ['gl/gl-parts'],
    why: 'an account shows its ledger entries as the ledger does',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** The relative modules a file imports or re-exports, resolved, without their extension. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specs.map((match) => resolve(dirname(file), match[1] as string));
}

/** The page folder a path is in, or null for a file at the top of ui/pages/ or outside it. */
function folderOf(path: string): string | null {
  const inside = relative(PAGES, path).split(sep);
  return inside.length > 1 && inside[0] !== '..' ? (inside[0] as string) : null;
}

function crossings(): { from: string; to: string; line: string }[] {
  return sources(PAGES).flatMap((file) => {
    const from = folderOf(file);
    if (from === null) return [];
    return localImports(file)
      .filter((target) => {
        const folder = folderOf(target);
        return folder !== null && folder !== from;
      })
      .map((target) => {
        const to = relative(PAGES, target).split(sep).join('/');
        return { from, to, line: `${relative(UI, file)} imports ${to}` };
      });
  });
}

const isAllowed = (rule: Allowed, from: string, to: string) =>
  rule.from.includes(from) && rule.to.includes(to);

describe('page folders', () => {
  const found = crossings();

  it('import no other page folder but the listed exceptions', () => {
    const refused = found.filter(({ from, to }) => !ALLOWED.some((r) => isAllowed(r, from, to)));
    expect(refused.map(({ line }) => line)).toEqual([]);
  });

  it('list no exception that nothing needs', () => {
    const used = (from: string, to: string) => found.some((c) => c.from === from && c.to === to);
    const unused = ALLOWED.flatMap((rule) => [
      ...rule.to
        .filter((to) => !rule.from.some((from) => used(from, to)))
        .map((to) => `nothing imports ${to} (${rule.why})`),
      ...rule.from
        .filter((from) => !rule.to.some((to) => used(from, to)))
        .map((from) => `${from} imports none of ${rule.to.join(', ')} (${rule.why})`),
    ]);
    expect(unused).toEqual([]);
  });

  it('leave the kits free of any page', () => {
    const intoPages = sources(join(UI, 'components')).flatMap((file) =>
      localImports(file)
        .filter((target) => !relative(PAGES, target).startsWith('..'))
        .map((target) => `${relative(UI, file)} imports ${relative(UI, target)}`),
    );
    expect(intoPages).toEqual([]);
  });
});
