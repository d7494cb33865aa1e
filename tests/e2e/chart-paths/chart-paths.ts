import { readdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, transition } from 'xstate';
import { CONSOLE_STEPS, type ConsoleStep } from '../../../policies/console-coverage';
import { routeById } from '../../../policies/routes';
import { consolePaths, maximalPaths, pathTaking } from '../../model/console-paths';
import { MODELS } from '../../model/models';
import { type ModelPath, measureCoverage } from '../../model/path-coverage';
import { STEP_TIMEOUT_MS } from '../console';
import type { ConsoleServer } from '../console-server';
import { withConsole } from '../with-console';
import { type DemoUser, Desk } from './desk';

/**
 * The console driven along the model-based paths of a chart (decision 080).
 *
 * The paths are those the model tests generate (tests/model/path-coverage.ts, the shortest path
 * to every state of the chart's traversals). The suite keeps the ones whose every event is a step
 * of the console (policies/console-coverage.ts, CONSOLE_STEPS) and that the console can walk,
 * drops each that is the start of a longer kept one, and adds, for a listed step no kept path
 * takes, the shortest path that takes it, so every listed step is walked at least once.
 *
 * Each path is one test: a fresh record, then each event performed as its driver says, by the
 * person whose role may do it, in that person's tab. After each step the record is read through
 * the API, its stored status mapped to the chart's state as the server maps it, and must be the
 * path's state; the record's page must show the status in its words.
 *
 * Some states the server never rests in: it moves on by itself in the same request or by its
 * background work (a submitted application is scored at once; an approved NIP transfer is sent
 * and answered). The event that leaves such a state is a step the suite waits for rather than
 * performs; the state passed through is read from the record's history. A path that asks the
 * console to act in such a state cannot be walked and is left out; one that ends there goes on
 * with the server's own next step.
 */

/** A chart's state as a key; the four charts are flat, so the value is a state's name. */
export const stateKey = (snapshot: AnyMachineSnapshot): string => String(snapshot.value);

/** One event of a path, with the states before and after it. */
export interface PathStep {
  readonly event: EventObject;
  readonly from: AnyMachineSnapshot;
  readonly to: AnyMachineSnapshot;
}

/** What a driver gets: the event, the listed step, and the tab of the step's page for a user. */
export interface StepContext {
  readonly event: EventObject;
  readonly step: ConsoleStep;
  readonly desk: Desk;
  /** Opens the listed step's page in `user`'s tab (the record's id is filled in by the suite). */
  readonly open: (user: DemoUser, params?: Readonly<Record<string, string>>) => Promise<Page>;
}

export interface Driver<R> {
  /** The listed step it drives: CONSOLE_STEPS[chart] has one with this event and action. */
  readonly event: string;
  readonly action: string;
  /** The states it is taken from. */
  readonly from: readonly string[];
  /**
   * Performs the step in the console; absent for a step the server takes by itself right after
   * the one before it, which the suite waits for.
   */
  readonly perform?: (record: R, context: StepContext) => Promise<void>;
}

/** A record as the API answers it: its stored status and the statuses its history passed. */
export interface RecordState {
  readonly status: string;
  readonly history: readonly string[];
}

export interface ChartSuite<R> {
  /** The chart's file name under machines/, the key of CONSOLE_STEPS and MODELS. */
  readonly chart: string;
  readonly drivers: readonly Driver<R>[];
  /**
   * The states the server leaves by itself, with the event it then takes; null when the test
   * chose that event when it made the record (the answer of the NIP switch).
   */
  readonly transient: Readonly<Record<string, EventObject | null>>;
  /** The chart's state of a stored status, as the server reads it. */
  readonly stateOf: (status: string) => string;
  /** Anything the file needs before its first path (a flow, a till), as setup through the API. */
  readonly prepare?: (desk: Desk) => Promise<void>;
  /** A fresh record in the chart's first state; it may look ahead at the path's events. */
  readonly start: (desk: Desk, steps: readonly PathStep[]) => Promise<R>;
  readonly read: (desk: Desk, record: R) => Promise<RecordState>;
  /** Waits until the record's page shows `status` in its words. */
  readonly shows: (desk: Desk, record: R, status: string) => Promise<void>;
  /** Leaves the people free for the next path (a teller holds one open session at a time). */
  readonly finish?: (desk: Desk, record: R) => Promise<void>;
}

/** A planned path: its steps, and whether the model generated it or it was added for a step. */
export interface PlannedPath {
  readonly name: string;
  readonly steps: readonly PathStep[];
  readonly origin: 'generated' | 'added';
}

function stepsOf(path: ModelPath): PathStep[] {
  return path.steps.slice(1).map((step, index) => ({
    event: step.event,
    from: path.steps[index]?.state as AnyMachineSnapshot,
    to: step.state as AnyMachineSnapshot,
  }));
}

function driverFor<R>(suite: ChartSuite<R>, step: PathStep): Driver<R> | undefined {
  return suite.drivers.find(
    (driver) => driver.event === step.event.type && driver.from.includes(stateKey(step.from)),
  );
}

/**
 * The steps the console walks for a path, or null when it cannot: every event has a driver from
 * its state; a state the server leaves by itself is left by a step the suite waits for, and
 * only there; a path ending in such a state goes on with the server's next step.
 */
export function walkable<R>(suite: ChartSuite<R>, path: ModelPath): PathStep[] | null {
  const steps = stepsOf(path);
  const machine = MODELS[suite.chart]?.machine;
  for (const step of steps) {
    const driver = driverFor(suite, step);
    const byServer = stateKey(step.from) in suite.transient;
    if (!driver || byServer === Boolean(driver.perform)) return null;
  }
  let last = steps.at(-1)?.to ?? null;
  while (last && machine && stateKey(last) in suite.transient) {
    const next = suite.transient[stateKey(last)];
    if (!next || !last.can(next)) return null;
    const [after] = transition(machine, last, next);
    steps.push({ event: next, from: last, to: after as AnyMachineSnapshot });
    last = after as AnyMachineSnapshot;
  }
  return steps;
}

const takes =
  <R>(driver: Driver<R>) =>
  (step: PathStep) =>
    step.event.type === driver.event && driver.from.includes(stateKey(step.from));

function nameOf(steps: readonly PathStep[]): string {
  const first = steps[0]?.from;
  const events = steps.map((step) => {
    const { type, ...payload } = step.event;
    const more = Object.entries(payload).map(([key, value]) => `${key}: ${String(value)}`);
    return more.length > 0 ? `${type}(${more.join(', ')})` : type;
  });
  return `${first ? stateKey(first) : ''} → ${events.join(' → ')} → ${stateKey(steps.at(-1)?.to ?? (first as AnyMachineSnapshot))}`;
}

export interface Plan {
  readonly generated: number;
  /** The generated paths whose every event is listed: what the workbench counts as covered. */
  readonly consoleDriven: number;
  readonly paths: readonly PlannedPath[];
  /** The drivers no path walks. */
  readonly unwalked: readonly string[];
}

/** The paths a chart's suite walks, and the counts the report gives. */
export function planPaths<R>(suite: ChartSuite<R>): Plan {
  const model = MODELS[suite.chart];
  if (!model) throw new Error(`No model of the chart ${suite.chart}.`);
  const coverage = measureCoverage(model.machine, model.traversals);
  const listed = new Set((CONSOLE_STEPS[suite.chart] ?? []).map((step) => step.event));
  const driven = consolePaths(coverage, listed);
  const origin = new Map<ModelPath, PlannedPath['origin']>();
  const kept = maximalPaths(driven.filter((path) => walkable(suite, path) !== null));
  for (const path of kept) origin.set(path, 'generated');
  const walkedBy = (driver: Driver<R>) =>
    kept.some((path) => (walkable(suite, path) ?? []).some(takes(driver)));
  const unwalked: string[] = [];
  for (const driver of suite.drivers.filter((each) => each.perform)) {
    if (walkedBy(driver)) continue;
    const added = pathTaking(coverage, driver.event, (state) =>
      driver.from.includes(stateKey(state)),
    );
    if (added && walkable(suite, added)) {
      kept.push(added);
      origin.set(added, 'added');
    } else unwalked.push(`${driver.event} (${driver.action})`);
  }
  const paths = maximalPaths(kept).map((path) => {
    const steps = walkable(suite, path) ?? [];
    return { name: nameOf(steps), steps, origin: origin.get(path) ?? 'generated' };
  });
  return { generated: coverage.paths.length, consoleDriven: driven.length, paths, unwalked };
}

/** Reads the record until its state is `state` (the server may still be at work). */
async function settled<R>(suite: ChartSuite<R>, desk: Desk, record: R, state: string) {
  let seen: RecordState = { status: '', history: [] };
  await expect
    .poll(
      async () => {
        seen = await suite.read(desk, record);
        return suite.stateOf(seen.status);
      },
      { timeout: STEP_TIMEOUT_MS, interval: 250 },
    )
    .toBe(state);
  return seen;
}

/** The statuses of the states a group of steps passed, in the order the history shows them. */
function passedStatuses<R>(suite: ChartSuite<R>, history: readonly string[]): string[] {
  return history.filter((status, index) => history[index - 1] !== status).map(suite.stateOf);
}

async function walk<R>(suite: ChartSuite<R>, desk: Desk, steps: readonly PathStep[]) {
  const record = await suite.start(desk, steps);
  try {
    await walkFrom(suite, desk, steps, record);
  } finally {
    await suite.finish?.(desk, record);
  }
}

async function walkFrom<R>(
  suite: ChartSuite<R>,
  desk: Desk,
  steps: readonly PathStep[],
  record: R,
) {
  const first = steps[0]?.from;
  if (first) {
    const seen = await settled(suite, desk, record, stateKey(first));
    await suite.shows(desk, record, seen.status);
  }
  const listed = CONSOLE_STEPS[suite.chart] ?? [];
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as PathStep;
    const driver = driverFor(suite, step);
    const listedStep = listed.find(
      (each) => each.event === driver?.event && each.action === driver?.action,
    );
    if (!driver?.perform || !listedStep) throw new Error(`No console step for ${nameOf([step])}.`);
    const open = (user: DemoUser, params: Readonly<Record<string, string>> = {}) =>
      desk.open(user, listedStep.page, params);
    await driver.perform(record, { event: step.event, step: listedStep, desk, open });
    // The steps the server takes by itself right after this one.
    const group = [step];
    while (index + 1 < steps.length && !driverFor(suite, steps[index + 1] as PathStep)?.perform) {
      index += 1;
      group.push(steps[index] as PathStep);
    }
    const last = group.at(-1) as PathStep;
    const seen = await settled(suite, desk, record, stateKey(last.to));
    if (group.length > 1) {
      const passed = passedStatuses(suite, seen.history);
      const walked = group.map((each) => stateKey(each.to));
      expect(passed.slice(-walked.length)).toEqual(walked);
    }
    await suite.shows(desk, record, seen.status);
  }
}

/**
 * The file of a chart's paths: one server and one browser, each person signed in once, a test
 * that every listed step has a driver and is walked, then one test per planned path.
 */
export function describeChartPaths<R>(suite: ChartSuite<R>): void {
  const plan = planPaths(suite);
  describe(`the console along the ${suite.chart} chart's paths`, () => {
    let desk: Desk;
    withConsole((server: ConsoleServer, browser: Browser) => {
      desk = new Desk(server.baseUrl, browser);
    });
    beforeAll(async () => {
      await suite.prepare?.(desk);
    });
    afterAll(async () => {
      await desk?.close();
    });

    it('drives every step the console lists for the chart, and walks each on some path', () => {
      const listed = (CONSOLE_STEPS[suite.chart] ?? []).map(
        (step) => `${step.event} · ${step.action}`,
      );
      const driven = suite.drivers.map((driver) => `${driver.event} · ${driver.action}`);
      expect([...new Set(driven)].sort()).toEqual([...listed].sort());
      for (const step of CONSOLE_STEPS[suite.chart] ?? [])
        expect(routeById(step.page)).toBeTruthy();
      // A chart whose steps are listed has a file of this suite that drives them.
      const charts = Object.keys(CONSOLE_STEPS).filter((chart) => CONSOLE_STEPS[chart]?.length);
      const files = readdirSync(new URL('./', import.meta.url)).filter((file) =>
        file.endsWith('.paths.test.ts'),
      );
      expect(files.sort()).toEqual(charts.map((chart) => `${chart}.paths.test.ts`).sort());
      expect(plan.unwalked).toEqual([]);
      console.log(
        `${suite.chart}: ${plan.generated} paths generated, ${plan.consoleDriven} fully console-driven, ${plan.paths.length} walked (${plan.paths.filter((path) => path.origin === 'added').length} added for a step no generated path takes)`,
      );
    });

    for (const path of plan.paths) {
      it(`walks ${path.name}${path.origin === 'added' ? ' (added)' : ''}`, async () => {
        await walk(suite, desk, path.steps);
      });
    }
  });
}
