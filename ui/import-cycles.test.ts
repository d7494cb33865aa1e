import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../tests/support/import-graph';

const UI = fileURLToPath(new URL('.', import.meta.url));

// A circle of imports makes module order depend on which file loads first, and a circle through
// the table of pages would pull every page into the chunk of any one of them.
describe('imports among the console files', () => {
  it('form no circle (type-only and lazy imports count)', () => {
    const graph = importGraph(UI);
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('give the table of pages no way back from a page', () => {
    const graph = importGraph(UI);
    expect(graph.get('app/route-pages.ts')).toContain('pages/gl/ledger-page.tsx');
    expect(graph.get('pages/gl/ledger-page.tsx')).toContain('app/page-props.ts');
  });
});
