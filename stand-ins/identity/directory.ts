import { readFileSync } from 'node:fs';

/** One person as NIBSS and NIMC hold them; `dateOfBirth` is `YYYY-MM-DD`. */
export interface Person {
  readonly bvn: string | null;
  readonly nin: string | null;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly phone: string;
  readonly gender: 'Male' | 'Female';
}

/** What a number is scripted to do instead of being looked up. */
export type ScriptedOutcome = 'timeout' | 'not-found';

export interface Directory {
  readonly people: readonly Person[];
  /** By BVN or NIN. */
  readonly scripted: Readonly<Record<string, ScriptedOutcome>>;
}

/** The stand-ins' own data file (the demo tenant's people, one mismatch, one missing). */
export const DEFAULT_DIRECTORY: Directory = JSON.parse(
  readFileSync(new URL('./directory.json', import.meta.url), 'utf8'),
) as Directory;

/** Finds a number: scripted first, then the directory. */
export function lookUp(
  directory: Directory,
  overrides: ReadonlyMap<string, ScriptedOutcome>,
  key: 'bvn' | 'nin',
  number: string,
): Person | ScriptedOutcome {
  const scripted = overrides.get(number) ?? directory.scripted[number];
  if (scripted) return scripted;
  return directory.people.find((person) => person[key] === number) ?? 'not-found';
}
