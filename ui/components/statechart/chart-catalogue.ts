import type { AnyStateMachine } from 'xstate';
import { type ChartState, descendantStates, statechart } from '../../../machines/diagram/chart';
import { type ChartPaths, eventWords } from '../../../machines/diagram/paths';

type Module = Record<string, unknown>;

// Every chart file, found by name: a new chart shows up in the workbench with no line here.
const charts = import.meta.glob<Module>('../../../machines/*.machine.ts', { eager: true });
// Its model paths, written by `npm run diagrams`, loaded when a page needs them.
const pathFiles = import.meta.glob<ChartPaths>('../../../docs/machines/*.paths.json', {
  import: 'default',
});

const nameOf = (path: string, suffix: string) =>
  path.slice(path.lastIndexOf('/') + 1, -suffix.length);

/** `money-form` → `moneyFormMachine`, as each chart file exports its machine. */
const machineExport = (name: string) =>
  `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Machine`;

export interface ChartEntry {
  /** The machine file's name: `loan`, `till-session`. */
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly stateCount: number;
  readonly transitionCount: number;
}

function entry(path: string, module: Module): ChartEntry[] {
  const name = nameOf(path, '.machine.ts');
  const machine = module[machineExport(name)] as AnyStateMachine | undefined;
  if (!machine) return [];
  const root = statechart(machine);
  const states = descendantStates(root);
  const transitionCount = [root, ...states].reduce((sum, s) => sum + s.transitions.length, 0);
  return [{ name, machine, stateCount: states.length, transitionCount }];
}

/** Every chart of machines/, by name. */
export const CHARTS: readonly ChartEntry[] = Object.entries(charts)
  .flatMap(([path, module]) => entry(path, module))
  .sort((a, b) => a.name.localeCompare(b.name));

export function chartByName(name: string): ChartEntry | null {
  return CHARTS.find((chart) => chart.name === name) ?? null;
}

/** The chart's model paths and whether the server runs it; null for a chart without the file. */
export async function loadChartPaths(name: string): Promise<ChartPaths | null> {
  const load = pathFiles[`../../../docs/machines/${name}.paths.json`];
  return load ? load() : null;
}

/** Every chart's paths, for the list's columns. */
export async function loadAllChartPaths(): Promise<Map<string, ChartPaths>> {
  const all = await Promise.all(CHARTS.map(({ name }) => loadChartPaths(name)));
  return new Map(all.flatMap((paths) => (paths ? [[paths.chart, paths] as const] : [])));
}

/** The state's key as the paths name it (`signedIn.idle`) from its id in the drawing. */
export function stateKeyOf(id: string): string {
  return id === 'root' ? '' : id.split('__').join('.');
}

/**
 * The chart as the console draws it: a person's event in words (`loan.writeOff` → "write off"),
 * XState's own events (an actor done, a delay) as the generated diagrams name them; guards kept.
 */
export function wordedChart(machine: AnyStateMachine): ChartState {
  return worded(statechart(machine));
}

function worded(state: ChartState): ChartState {
  return {
    ...state,
    children: state.children.map(worded),
    transitions: state.transitions.map((transition) => {
      if (transition.eventType === '' || transition.eventType.startsWith('xstate.')) {
        return transition;
      }
      const event = eventWords(transition.eventType);
      const label = transition.guard ? `${event} [${transition.guard}]` : event;
      return { ...transition, event, label };
    }),
  };
}
