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
