import {
  type ChartPath,
  drivenByConsole,
  eventsOutsideConsole,
} from '../../../machines/diagram/paths';
import { CONSOLE_STEPS } from '../../../policies/console-coverage';

export interface ConsoleCoverage {
  readonly covered: number;
  readonly total: number;
  /** Event types of the chart's paths that no screen performs. */
  readonly missing: readonly string[];
  readonly steps: ReadonlySet<string>;
}

/**
 * How far the console's screens drive the chart (policies/console-coverage.ts): a path is
 * covered when each of its events is a step a screen performs. Null for a chart the console's
 * screens are not listed for.
 */
export function consoleCoverage(
  chart: string,
  paths: readonly ChartPath[],
): ConsoleCoverage | null {
  const listed = CONSOLE_STEPS[chart];
  if (!listed) return null;
  const steps = new Set(listed.map((step) => step.event));
  return {
    covered: paths.filter((path) => drivenByConsole(path, steps)).length,
    total: paths.length,
    missing: eventsOutsideConsole(paths, steps),
    steps,
  };
}

export function coverageWords(coverage: ConsoleCoverage | null): string {
  if (!coverage) return 'Not listed';
  return `${coverage.covered} of ${coverage.total} paths driven through the console`;
}
