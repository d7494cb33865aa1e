import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODELS } from './models';
import { measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';

const MACHINES_DIR = new URL('../../machines/', import.meta.url);

const measured = Object.entries(MODELS).map(([name, { machine, traversals }]) => ({
  name,
  coverage: measureCoverage(machine, traversals),
}));

describe('model-based coverage of every statechart', () => {
  it('has a model for every machine under machines/', () => {
    const files = readdirSync(MACHINES_DIR)
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => file.replace(/\.machine\.ts$/, ''));
    expect(Object.keys(MODELS).sort()).toEqual(files.sort());
  });

  it('reaches every state and takes every transition, and reports the counts', () => {
    const rows = measured.map(({ name, coverage }) => ({
      machine: name,
      states: `${coverage.reachedStates.length}/${coverage.definedStates.length}`,
      transitions: `${coverage.takenTransitions.length}/${coverage.definedTransitions.length}`,
      paths: coverage.paths.length,
    }));
    const widths = [14, 8, 12, 6];
    const line = (cells: readonly (string | number)[]) =>
      cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 0)).join(' ');
    console.log(
      [
        line(['machine', 'states', 'transitions', 'paths']),
        ...rows.map((row) => line(Object.values(row))),
      ].join('\n'),
    );
    for (const { name, coverage } of measured) {
      expect({ name, unreached: unreachedStates(coverage) }).toEqual({ name, unreached: [] });
      expect({ name, untaken: untakenTransitions(coverage) }).toEqual({ name, untaken: [] });
    }
  });
});
