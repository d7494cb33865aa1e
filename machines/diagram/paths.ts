import { enumLabel } from '../../policies/labels';

/**
 * A chart's model paths as `npm run diagrams` writes them (docs/machines/<chart>.paths.json) and
 * the console reads them: what the workbench lists, filters, downloads and counts as covered.
 */

/** One event of a path: its type as the chart names it and its payload in a few words. */
export interface PathEvent {
  readonly type: string;
  readonly summary: string;
}

export interface ChartPath {
  /** The innermost states the path ends in, joined: `active`, `signedIn.idle, menu.closed`. */
  readonly target: string;
  /** Every state active at the end, compound ones included (`signedIn`, `signedIn.idle`). */
  readonly states: readonly string[];
  /** The events from the initial state; none for the path to the initial state itself. */
  readonly events: readonly PathEvent[];
}

export interface ChartPaths {
  readonly chart: string;
  /** The server imports the chart and refuses a transition it lacks (decision 026). */
  readonly serverRuns: boolean;
  readonly paths: readonly ChartPath[];
}

/**
 * An event in words: `loan.assessPenalties` → "assess penalties", `xstate.done.actor.login` →
 * "login done", `xstate.after.500.x` → "after 500 ms". The chart's own prefix says nothing on the
 * chart's own page.
 */
export function eventWords(type: string): string {
  if (type === '' || type === 'always') return 'at once';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  if (done) return `${lastPart(done)} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  if (error) return `${lastPart(error)} failed`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  const after = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  if (after) return /^\d+$/.test(after) ? `after ${after} ms` : `after ${spaced(after)}`;
  const parts = type.split('.');
  const words = parts.length > 1 ? parts.slice(1) : parts;
  return words.map(spaced).join(' ');
}

/**
 * An event of a path in words, with its payload when it has one: "repay (clearsAll: true)",
 * "select (role: Branch teller)": a value in capitals reads by its label, as everywhere else.
 */
export function pathEventWords(event: PathEvent): string {
  const words = eventWords(event.type);
  if (!event.summary) return words;
  return `${words} (${event.summary.replace(/\b[A-Z][A-Z0-9_]*[A-Z0-9]\b/g, enumLabel)})`;
}

function lastPart(id: string): string {
  return spaced(id.split('.').pop() ?? id);
}

/** `assessPenalties` → "assess penalties". */
function spaced(word: string): string {
  return word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Whether every event of the path is one the console's screens perform. With no step listed,
 * no path is driven, not even the one to the initial state: nothing shows the chart there.
 */
export function drivenByConsole(path: ChartPath, steps: ReadonlySet<string>): boolean {
  return steps.size > 0 && path.events.every((event) => steps.has(event.type));
}

/** The event types of the chart's paths that the console's screens do not perform. */
export function eventsOutsideConsole(
  paths: readonly ChartPath[],
  steps: ReadonlySet<string>,
): string[] {
  const types = new Set(paths.flatMap((path) => path.events.map((event) => event.type)));
  return [...types].filter((type) => !steps.has(type)).sort();
}

/** The paths that end in the state (or inside it, for a compound one), shortest first. */
export function pathsReaching(paths: readonly ChartPath[], state: string): ChartPath[] {
  return paths
    .filter((path) => path.states.includes(state))
    .sort((a, b) => a.events.length - b.events.length);
}

const CSV_HEAD = ['Path', 'Reaches', 'Steps', 'Events'];

/** The paths as CSV, one row each: the events in words joined by " → ". */
export function pathsCsv(paths: readonly ChartPath[]): string {
  const rows = paths.map((path, index) => [
    String(index + 1),
    path.target,
    String(path.events.length),
    path.events.map(pathEventWords).join(' → '),
  ]);
  return `${[CSV_HEAD, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
