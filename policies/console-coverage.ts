import type { RouteId } from './routes';

/**
 * One event of a statechart that a person can cause in the console: the page where it is done
 * and the control they use, in the words on the screen. The browser suite of the chart paths
 * (tests/e2e/chart-paths/) performs every step listed here along the generated paths, and the
 * workbench counts a path as covered by the screens when each of its events is listed.
 */
export interface ConsoleStep {
  readonly event: string;
  readonly page: RouteId;
  readonly action: string;
}

/** The steps the console's screens perform, by chart (the machine file's name). */
export const CONSOLE_STEPS: Readonly<Record<string, readonly ConsoleStep[]>> = {
  'till-session': [],
  'credit-application': [],
  loan: [],
  'nip-transfer': [],
};
