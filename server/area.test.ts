import { describe, expect, it } from 'vitest';
import { type Area, handlersOf, laterArea, migrationsOf } from './area';
import { AREAS } from './areas';
import type { Handler } from './http/operation';

const served: Handler = async () => ({ status: 200, body: {} });
const step = (name: string) => ({ name, up: async () => {} });

describe('the list of areas', () => {
  it('serves no operation twice, so no real handler is ever hidden behind a 501 stub', () => {
    expect(() => handlersOf(AREAS)).not.toThrow();
    const stubbed = AREAS.filter((area) => area.later);
    const notBuiltYet = [
      'Loans and loan products',
      'Integrations: the connection to the NIP switch',
      'NIP outward transfers',
      'NIP reconciliation',
    ];
    expect(notBuiltYet).toEqual(expect.arrayContaining(stubbed.map((area) => area.name)));
  });

  it('refuses an operation that two areas claim, naming both', () => {
    const built: Area = { name: 'Loans', handlers: { getLoan: served } };
    const later = laterArea('Loans and loan products', ['getLoan', 'closeLoan']);
    expect(() => handlersOf([built, later])).toThrow(
      'getLoan is served by both Loans and Loans and loan products.',
    );
  });

  it('runs every area’s migrations in the order of their numbers, each number once', () => {
    const names = migrationsOf(AREAS).map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('0001-foundation');
    const a: Area = { name: 'A', migrations: [step('0002-b'), step('0001-a')] };
    const b: Area = { name: 'B', migrations: [step('0003-c')] };
    expect(migrationsOf([a, b]).map((m) => m.name)).toEqual(['0001-a', '0002-b', '0003-c']);
    const clash: Area = { name: 'C', migrations: [step('0002-other')] };
    expect(() => migrationsOf([a, clash])).toThrow(/needs a number of its own/);
  });
});
