import { useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { descendantStates } from '../../../machines/diagram/chart';
import type { ChartPath } from '../../../machines/diagram/paths';
import { wordedChart } from './chart-catalogue';
import { StatePanel } from './state-panel';
import * as styles from './statechart.css';
import { StatechartDiagram } from './statechart-diagram';

/**
 * A chart with its legend and, beside it, the panel of the state chosen on it. A record's page
 * starts with its current state chosen.
 */
export function ChartView({
  name,
  machine,
  serverRuns,
  paths,
  current = null,
}: {
  name: string;
  machine: AnyStateMachine;
  serverRuns: boolean;
  paths: readonly ChartPath[] | null;
  current?: string | null;
}) {
  const chart = useMemo(() => wordedChart(machine), [machine]);
  const states = useMemo(
    () => new Map([chart, ...descendantStates(chart)].map((state) => [state.id, state])),
    [chart],
  );
  const [selected, setSelected] = useState<string | null>(current);
  return (
    <>
      <p className={styles.legend}>
        {serverRuns ? (
          <span>
            <span className={styles.tag}>server</span> The server runs this chart and refuses any
            transition it lacks: every arrow is enforced.
          </span>
        ) : (
          <span>
            <span className={styles.tagMuted}>browser</span> A browser-only chart: the console runs
            it, the server does not (dashed arrows).
          </span>
        )}
        <span>A dot marks where a chart starts; a double border a final state.</span>
      </p>
      <div className={styles.layout}>
        <StatechartDiagram
          chart={chart}
          title={name}
          serverRuns={serverRuns}
          selected={selected}
          current={current}
          onSelect={setSelected}
        />
        <StatePanel
          state={selected ? (states.get(selected) ?? null) : null}
          states={states}
          paths={paths}
          serverRuns={serverRuns}
        />
      </div>
    </>
  );
}
