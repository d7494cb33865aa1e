import type { Area } from './area';

let installed: readonly Area[] | null = null;

/** Called once, by server/areas.ts, with the one list of areas. */
export function installAreas(areas: readonly Area[]): void {
  installed = areas;
}

/**
 * The one list of areas, for the platform code that derives its catalogues from it (error codes,
 * approval types, configuration keys, the demo chart, events between areas). Those modules are
 * imported by the areas, so importing server/areas.ts back would make a circle in which an area
 * could be read before it is made; the list is handed over here instead, as it finishes loading.
 */
export function installedAreas(): readonly Area[] {
  if (!installed) throw new Error('The areas are not loaded: import server/areas.ts first.');
  return installed;
}

/** Whether server/areas.ts has loaded, for code that can do without the catalogues. */
export function areasInstalled(): boolean {
  return installed !== null;
}

/**
 * One catalogue gathered from every area's part, each key declared by one area only: `partOf`
 * answers an area's [key, value] pairs, `core` those declared outside any area. A key that two
 * declare is a build error naming both.
 */
export function gatherOnce<Key extends string, Value>(
  areas: readonly Area[],
  partOf: (area: Area) => Iterable<readonly [Key, Value]>,
  core: Iterable<readonly [Key, Value]> = [],
): Map<Key, Value> {
  const owners = new Map<Key, string>();
  const gathered = new Map<Key, Value>();
  const add = (owner: string, [key, value]: readonly [Key, Value]) => {
    const first = owners.get(key);
    if (first) throw new Error(`${key} is declared by both ${first} and ${owner}.`);
    owners.set(key, owner);
    gathered.set(key, value);
  };
  for (const entry of core) add('core', entry);
  for (const area of areas) for (const entry of partOf(area)) add(area.name, entry);
  return gathered;
}
