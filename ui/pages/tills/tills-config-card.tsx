import { type FormEvent, useEffect, useState } from 'react';
import type { Api } from '../../../api/client';
import { getConfig, saveConfig } from '../../../api/config.api';
import type { components } from '../../../api/schema.gen';
import type { Failure } from '../../../machines/failure';
import { formatKobo, parseNairaToKobo } from '../../../policies/money';
import { ROLE_CATALOGUE } from '../../../policies/roles';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';

type TillsConfig = components['schemas']['TillsConfigValue'];
type Kind = 'NOTE' | 'COIN';
interface DenominationRow {
  naira: string;
  kind: Kind;
  active: boolean;
}
interface LimitRow {
  roleKey: string;
  naira: string;
}

/** Naira as the inputs show them: 50000000 kobo reads "500,000.00", without the sign. */
const nairaText = (kobo: number) => formatKobo(kobo).replace('₦', '');

/** Every role of the catalogue, by the name staff know it by. */
const ROLE_OPTIONS = ROLE_CATALOGUE.map((role) => ({ value: role.key, label: role.name }));

const KINDS = [
  { value: 'NOTE', label: 'Note' },
  { value: 'COIN', label: 'Coin' },
];

async function loadTillsConfig(api: Api): Promise<TillsConfig> {
  return (await getConfig(api, 'tills')).value as TillsConfig;
}

/** The rows as typed, in kobo; a figure that is not naira throws with the row it is on. */
function configOf(denominations: DenominationRow[], limits: LimitRow[]): TillsConfig {
  return {
    denominations: denominations.map((row) => ({
      valueKobo: parseNairaToKobo(row.naira),
      kind: row.kind,
      active: row.active,
    })),
    withdrawalLimits: limits.map((row) => ({
      roleKey: row.roleKey.trim(),
      limitKobo: parseNairaToKobo(row.naira),
    })),
  };
}

/** The server's refusal by field, or its message; a figure that is not naira, by its row. */
function problemsOf(failure: Failure): string[] {
  const byField = Object.entries(failure.fieldErrors).map(
    ([field, message]) => `${field.replace('body.value.', '')}: ${message}`,
  );
  return byField.length > 0 ? byField : [failure.message];
}

/**
 * Head office's settings of the tenant's tills: the notes and coins counts are taken in, and the
 * cash one withdrawal may pay out by role before a head teller approves it.
 */
export function TillsConfigCard() {
  const api = useApi();
  const toast = useToast();
  const { data, snapshot, send } = useApiQuery(loadTillsConfig);
  const [denominations, setDenominations] = useState<DenominationRow[]>([]);
  const [limits, setLimits] = useState<LimitRow[]>([]);
  const save = useRequest(async (input) => {
    await saveConfig(api, 'tills', input as TillsConfig);
    toast('The tills settings are saved.');
    send({ type: 'query.reload' });
  });
  const saving = save.snapshot.matches('submitting');
  const [typo, setTypo] = useState<string | null>(null);
  const refusal = save.snapshot.context.failure;
  const problems = typo ? [typo] : refusal ? problemsOf(refusal) : [];
  useEffect(() => {
    if (!data) return;
    setDenominations(data.denominations.map((d) => ({ ...d, naira: nairaText(d.valueKobo) })));
    setLimits(
      data.withdrawalLimits.map((l) => ({
        roleKey: l.roleKey,
        naira: nairaText(l.limitKobo),
      })),
    );
  }, [data]);
  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const value = configOf(denominations, limits);
      setTypo(null);
      save.send({ type: 'request.submit', input: value });
    } catch (error) {
      setTypo(error instanceof Error ? error.message : 'A figure is not in naira.');
    }
  }
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  return (
    <Card title="Tills settings · all branches">
      {failure && (
        <LoadFailure
          what="the tills settings"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && (
        <form className={record.stack} onSubmit={submit} data-form="tills-config">
          <DenominationTable rows={denominations} onChange={setDenominations} />
          <LimitTable rows={limits} onChange={setLimits} />
          {problems.length > 0 && (
            <Notice tone="danger">
              {problems.map((problem) => (
                <span key={problem} className={record.listNote}>
                  {problem}
                </span>
              ))}
            </Notice>
          )}
          <div>
            <Button tone="primary" type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save tills settings'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

function DenominationTable({
  rows,
  onChange,
}: {
  rows: DenominationRow[];
  onChange: (rows: DenominationRow[]) => void;
}) {
  const change = (i: number, patch: Partial<DenominationRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Denominations (value in naira)</legend>
      <p className={record.muted}>
        An inactive denomination stays listed but is no longer counted; counts already taken keep
        their figures.
      </p>
      <table className={table.table}>
        <tbody>
          {rows.map((row, i) => (
            // The rows have no identity of their own while they are typed; their place is it.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              <td className={table.cell}>
                <Field
                  label="Value (₦)"
                  inputMode="decimal"
                  value={row.naira}
                  onChange={(e) => change(i, { naira: e.target.value })}
                />
              </td>
              <td className={table.cell}>
                <SelectField
                  label="Kind"
                  options={KINDS}
                  value={row.kind}
                  onChange={(e) => change(i, { kind: e.target.value as Kind })}
                />
              </td>
              <td className={table.cell}>
                <label className={record.checkbox}>
                  <input
                    type="checkbox"
                    checked={row.active}
                    onChange={(e) => change(i, { active: e.target.checked })}
                  />
                  Active
                </label>
              </td>
              <td className={table.cell}>
                <Button size="small" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        size="small"
        onClick={() => onChange([...rows, { naira: '', kind: 'NOTE', active: true }])}
      >
        Add a denomination
      </Button>
    </fieldset>
  );
}

function LimitTable({
  rows,
  onChange,
}: {
  rows: LimitRow[];
  onChange: (rows: LimitRow[]) => void;
}) {
  const change = (i: number, patch: Partial<LimitRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Withdrawal limit per role (₦)</legend>
      <p className={record.muted}>
        A withdrawal over the largest limit of the teller's roles waits for a head teller's
        approval; a role not listed pays nothing out alone.
      </p>
      <table className={table.table}>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are known by their place while typed.
            <tr key={i}>
              <td className={table.cell}>
                <SelectField
                  label="Role"
                  options={ROLE_OPTIONS}
                  placeholder="Choose a role"
                  value={row.roleKey}
                  onChange={(e) => change(i, { roleKey: e.target.value })}
                />
              </td>
              <td className={table.cell}>
                <Field
                  label="Limit (₦)"
                  inputMode="decimal"
                  value={row.naira}
                  onChange={(e) => change(i, { naira: e.target.value })}
                />
              </td>
              <td className={table.cell}>
                <Button size="small" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" onClick={() => onChange([...rows, { roleKey: '', naira: '0' }])}>
        Add a role
      </Button>
    </fieldset>
  );
}
