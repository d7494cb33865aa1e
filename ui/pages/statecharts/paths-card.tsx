import { useState } from 'react';
import { type ChartPath, drivenByConsole, pathsCsv } from '../../../machines/diagram/paths';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { Button } from '../../components/button';
import { Card } from '../../components/page';
import { SelectField } from '../../components/select-field';
import type { ConsoleCoverage } from '../../components/statechart/coverage';
import { pathWords } from '../../components/statechart/state-panel';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';

/** The rows shown before "Show all": a form's chart has hundreds of paths. */
const FIRST_ROWS = 50;

/**
 * The chart's model paths as the tests generate them, filtered by the state they reach, with
 * whether the console's screens drive each, and the list as JSON or CSV.
 */
export function PathsCard({
  chart,
  paths,
  coverage,
}: {
  chart: string;
  paths: readonly ChartPath[];
  coverage: ConsoleCoverage | null;
}) {
  const [target, setTarget] = useState('');
  const [all, setAll] = useState(false);
  const targets = [...new Set(paths.map((path) => path.target))].sort();
  const shown = target ? paths.filter((path) => path.target === target) : paths;
  const rows = all ? shown : shown.slice(0, FIRST_ROWS);
  const file = `${chart}-paths${target ? `-${target.replace(/[^A-Za-z0-9]+/g, '-')}` : ''}`;
  const columns = coverage ? 5 : 4;
  return (
    <Card title="Model paths">
      <div className={table.toolbar}>
        <SelectField
          label="Reaches"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          placeholder="Any state"
          options={targets.map((value) => ({ value, label: value }))}
        />
        <Button
          onClick={() =>
            saveFile(`${JSON.stringify(shown, null, 2)}\n`, `${file}.json`, 'application/json')
          }
        >
          Download JSON
        </Button>
        <Button onClick={() => saveFile(pathsCsv(shown), `${file}.csv`, CSV_TYPE)}>
          Download CSV
        </Button>
      </div>
      <p aria-live="polite">
        {shown.length === paths.length
          ? `${paths.length} paths`
          : `${shown.length} of ${paths.length} paths`}
      </p>
      <div className={table.frame}>
        <table className={table.table} data-paths={chart}>
          <caption className={visuallyHidden}>Model paths of the chart</caption>
          <thead>
            <tr>
              <th className={table.headCell} scope="col">
                #
              </th>
              <th className={table.headCell} scope="col">
                Reaches
              </th>
              <th className={table.headCell} scope="col">
                Steps
              </th>
              <th className={table.headCell} scope="col">
                Events
              </th>
              {coverage && (
                <th className={table.headCell} scope="col">
                  Console
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <TableMessage columns={columns}>No path reaches it.</TableMessage>
            )}
            {rows.map((path, index) => (
              <PathRow
                key={`${index.toString()}-${path.target}`}
                index={index}
                path={path}
                coverage={coverage}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!all && shown.length > FIRST_ROWS && (
        <Button size="small" onClick={() => setAll(true)}>
          Show all {shown.length} paths
        </Button>
      )}
    </Card>
  );
}

function PathRow({
  index,
  path,
  coverage,
}: {
  index: number;
  path: ChartPath;
  coverage: ConsoleCoverage | null;
}) {
  const covered = coverage ? drivenByConsole(path, coverage.steps) : false;
  return (
    <tr data-path-target={path.target}>
      <td className={table.cell}>{index + 1}</td>
      <td className={table.cell}>{path.target}</td>
      <td className={table.cell}>{path.events.length}</td>
      <td className={table.cell}>{pathWords(path)}</td>
      {coverage && (
        <td className={table.cell} data-covered={covered ? 'true' : 'false'}>
          {covered ? '✓ Driven' : '✗ Not driven'}
        </td>
      )}
    </tr>
  );
}
