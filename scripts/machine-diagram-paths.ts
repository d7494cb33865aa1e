import { readdirSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { ChartPaths, PathEvent } from '../machines/diagram/paths';
import { activeStates, measureCoverage, type Traversal } from '../tests/model/path-coverage';

/**
 * The model paths of a chart as the console lists them: the shortest path to every snapshot the
 * model tests reach (tests/model/<chart>.model.ts), each as its events from the initial state and
 * the states it ends in. The console may not import the tests, so `npm run diagrams` writes them
 * beside the diagrams and the stale check keeps them fresh.
 */
const SERVER_DIR = new URL('../server/', import.meta.url);
const MODELS_DIR = new URL('../tests/model/', import.meta.url);
const SUMMARY_LENGTH = 80;

/** `till-session` → `TILL_SESSION_TRAVERSALS`, as each model file exports its traversals. */
const traversalsExport = (name: string) => `${name.toUpperCase().replaceAll('-', '_')}_TRAVERSALS`;

export async function chartPaths(
  name: string,
  machine: AnyStateMachine,
  module: Record<string, unknown>,
): Promise<ChartPaths> {
  const model: Record<string, unknown> = await import(
    pathToFileURL(new URL(`${name}.model.ts`, MODELS_DIR).pathname).href
  );
  const traversals = model[traversalsExport(name)] as readonly Traversal[] | undefined;
  if (!traversals) throw new Error(`tests/model/${name}.model.ts exports no traversals.`);
  const coverage = measureCoverage(machine, traversals);
  const seen = new Set<string>();
  const paths = coverage.paths
    .map((path) => {
      const states = activeStates(machine, path.state);
      const events = path.steps.slice(1).map((step) => pathEvent(step.event));
      return { target: leaves(states).join(', '), states, events };
    })
    .filter((path) => {
      const key = JSON.stringify(path);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.events.length - b.events.length || a.target.localeCompare(b.target));
  return { chart: name, serverRuns: serverRuns(module), paths };
}

/** The active states that have no active child: what a path ends in. */
function leaves(states: readonly string[]): string[] {
  return states.filter((state) => !states.some((other) => other.startsWith(`${state}.`)));
}

/** The event's type and its payload in a few words (`clearsAll: true`), never a whole object. */
function pathEvent(event: EventObject): PathEvent {
  const { type, ...payload } = event;
  const summary = Object.entries(payload)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? 'given' : String(value)}`)
    .join(', ');
  return summary ? { type, summary: summary.slice(0, SUMMARY_LENGTH) } : { type, summary: '' };
}

/**
 * Whether the server runs the chart (decision 026): a file of server/ calls the function that
 * gives the chart's next status, so the server refuses a transition the chart lacks.
 */
function serverRuns(module: Record<string, unknown>): boolean {
  const steps = Object.entries(module)
    .filter(([key, value]) => typeof value === 'function' && /^next\w*Status$/.test(key))
    .map(([key]) => key);
  if (steps.length === 0) return false;
  const pattern = new RegExp(`\\b(${steps.join('|')})\\(`);
  return serverFiles(SERVER_DIR.pathname).some((file) => pattern.test(readFileSync(file, 'utf8')));
}

let serverFileList: string[] | null = null;

function serverFiles(dir: string): string[] {
  if (dir === SERVER_DIR.pathname && serverFileList) return serverFileList;
  const files = readdirSync(dir).flatMap((entry) => {
    const path = `${dir}${entry}`;
    if (statSync(path).isDirectory()) return serverFiles(`${path}/`);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
  if (dir === SERVER_DIR.pathname) serverFileList = files;
  return files;
}
