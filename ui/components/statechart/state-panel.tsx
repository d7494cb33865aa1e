import type { ChartState } from '../../../machines/diagram/chart';
import { type ChartPath, pathEventWords, pathsReaching } from '../../../machines/diagram/paths';
import { stateKeyOf } from './chart-catalogue';
import * as styles from './statechart.css';

/** The shortest paths shown for a state; the chart page lists every one. */
const SHOWN_PATHS = 5;

/**
 * What a person reads about the selected state: the shortest model paths that reach it, events
 * in words, and the transitions that leave it with their guards, actions and targets.
 */
export function StatePanel({
  state,
  states,
  paths,
  serverRuns,
}: {
  state: ChartState | null;
  /** Every state of the chart by id, to name targets. */
  states: ReadonlyMap<string, ChartState>;
  paths: readonly ChartPath[] | null;
  serverRuns: boolean;
}) {
  if (!state) {
    return (
      <aside className={styles.panel} aria-label="Selected state">
        <p className={styles.muted}>
          Choose a state (click it, or Tab to it and press Enter) to see the paths that reach it and
          the events that leave it.
        </p>
      </aside>
    );
  }
  const reaching = paths ? pathsReaching(paths, stateKeyOf(state.id)) : [];
  return (
    <aside className={styles.panel} aria-label="Selected state" data-selected-state={state.id}>
      <h2 className={styles.panelTitle}>{state.name}</h2>
      <h3 className={styles.panelHeading}>Shortest paths that reach it</h3>
      {paths === null ? (
        <p className={styles.muted}>Loading the paths…</p>
      ) : reaching.length === 0 ? (
        <p className={styles.muted}>No model path reaches this state.</p>
      ) : (
        <ol className={styles.panelList} aria-label="Paths that reach it">
          {reaching.slice(0, SHOWN_PATHS).map((path) => (
            <li key={JSON.stringify(path.events)}>{pathWords(path)}</li>
          ))}
        </ol>
      )}
      {reaching.length > SHOWN_PATHS && (
        <p className={styles.muted}>
          {reaching.length - SHOWN_PATHS} more in the list of paths below.
        </p>
      )}
      <h3 className={styles.panelHeading}>Events that leave it</h3>
      {state.transitions.length === 0 ? (
        <p className={styles.muted}>
          {state.type === 'final' ? 'None: it is a final state.' : 'None of its own.'}
        </p>
      ) : (
        <ul className={styles.panelList} aria-label="Events that leave it">
          {state.transitions.map((transition) => (
            <li key={`${transition.label}→${transition.target}`}>
              <strong>{transition.event}</strong>
              {transition.guard && <> if {transition.guard}</>} →{' '}
              {states.get(transition.target)?.name}
              {transition.actions.length > 0 && (
                <span className={styles.muted}> (does {transition.actions.join(', ')})</span>
              )}
              <span className={serverRuns ? styles.tag : styles.tagMuted}>
                {serverRuns ? 'server' : 'browser'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** A path in words: "from the start" for the initial state, else its events in order. */
export function pathWords(path: ChartPath): string {
  return path.events.length === 0
    ? 'Where the chart starts'
    : path.events.map(pathEventWords).join(' → ');
}
