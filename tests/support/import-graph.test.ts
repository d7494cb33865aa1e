import { describe, expect, it } from 'vitest';
import { findCycles, importSpecifiers } from './import-graph';

describe('importSpecifiers', () => {
  it('reads static, type-only, side-effect, re-exported and dynamic imports, once each', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import * as c from './c.css';",
      "import './global.css';",
      "export { d } from './d';",
      "export type { E } from './e';",
      'const F = lazy(() => import("./f"));',
      "import {\n  g,\n  type H,\n} from './g';",
      "import { a as again } from './a';",
      "import React from 'react';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a',
      '../b',
      './c.css',
      './global.css',
      './d',
      './e',
      './f',
      './g',
      'react',
    ]);
  });

  it('ignores the word import in text that names no module', () => {
    expect(importSpecifiers('// import nothing here\nconst importance = 1;')).toEqual([]);
  });
});

describe('findCycles', () => {
  it('finds none in a graph without circles', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('reports a circle as its files, the first repeated at the end', () => {
    const graph = new Map([
      ['app', ['pages']],
      ['pages', ['page']],
      ['page', ['app']],
    ]);
    expect(findCycles(graph)).toEqual([['app', 'pages', 'page', 'app']]);
  });

  it('reports a file importing itself and two separate circles', () => {
    const graph = new Map([
      ['a', ['a']],
      ['b', ['c']],
      ['c', ['b']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'a'],
      ['b', 'c', 'b'],
    ]);
  });
});
