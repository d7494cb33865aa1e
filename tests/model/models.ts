import type { AnyStateMachine } from 'xstate';
import type { Traversal } from './path-coverage';

export interface Model {
  readonly machine: AnyStateMachine;
  readonly traversals: readonly Traversal[];
}

type Module = Record<string, unknown>;

// Every chart file and every model file, found by name: a new chart needs no line here, and a
// chart without its model file fails the coverage report.
const charts = import.meta.glob<Module>('../../machines/*.machine.ts', { eager: true });
const models = import.meta.glob<Module>('./*.model.ts', { eager: true });

const nameOf = (path: string, suffix: string) =>
  path.slice(path.lastIndexOf('/') + 1, -suffix.length);

/** `money-form` → `moneyFormMachine`, as each chart file exports its machine. */
const machineExport = (name: string) =>
  `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Machine`;

/** `money-form` → `MONEY_FORM_TRAVERSALS`, as each model file exports its paths. */
const traversalsExport = (name: string) => `${name.toUpperCase().replaceAll('-', '_')}_TRAVERSALS`;

function modelOf(path: string, chart: Module): [string, Model] {
  const name = nameOf(path, '.machine.ts');
  const machine = chart[machineExport(name)] as AnyStateMachine | undefined;
  const traversals = models[`./${name}.model.ts`]?.[traversalsExport(name)] as
    | readonly Traversal[]
    | undefined;
  if (!machine) throw new Error(`${path} exports no ${machineExport(name)}.`);
  if (!traversals)
    throw new Error(`tests/model/${name}.model.ts exports no ${traversalsExport(name)}.`);
  return [name, { machine, traversals }];
}

/** Every machine under machines/ with the traversals its model test uses, by file name. */
export const MODELS: Readonly<Record<string, Model>> = Object.fromEntries(
  Object.entries(charts).map(([path, chart]) => modelOf(path, chart)),
);
