import { useState } from 'react';
import {
  CREDIT_CHARACTERISTICS,
  CREDIT_DECISIONS,
  type CreditCharacteristic,
  EMPLOYMENT_TYPES,
  SCORECARD_LIMITS,
} from '../../../policies/credit-score';
import { enumLabel } from '../../../policies/labels';
import { Button } from '../../components/button';
import * as fieldStyles from '../../components/field.css';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as lending from '../loans/lending.css';
import { wordsOfCode } from '../loans/lending-words';
import {
  type BinDraft,
  type CharacteristicDraft,
  characteristicName,
  EMPTY_BIN,
  isCategoryCharacteristic,
  type ScorecardDraft,
  withBins,
} from './scorecard-draft';

/** What each characteristic measures, and in what unit its bounds are typed. */
const CHARACTERISTIC_HINTS: Readonly<Record<CreditCharacteristic, string>> = {
  AGE: 'Years of age on the day of scoring.',
  EMPLOYMENT_TYPE: `Categories: ${EMPLOYMENT_TYPES.map(enumLabel).join(', ')}.`,
  MONTHLY_INCOME: 'Whole naira a month.',
  DEBT_SERVICE_RATIO: 'Basis points: 3500 is 35 % of income going to debt.',
  MONTHS_AS_CUSTOMER: 'Whole months since the customer joined.',
  KYC_TIER: 'Categories: 1, 2 and 3, the customer’s KYC tier.',
  AVERAGE_BALANCE: 'Whole naira: the disbursement account’s average daily balance over 90 days.',
  MAX_DAYS_IN_ARREARS: 'The most days any earlier loan was in arrears.',
};

type Edit = (next: (draft: ScorecardDraft) => ScorecardDraft) => void;

function BinRow({
  bin,
  index,
  category,
  problem,
  onChange,
  onRemove,
}: {
  bin: BinDraft;
  index: number;
  category: boolean;
  problem: string | undefined;
  onChange: (bin: BinDraft) => void;
  onRemove: () => void;
}) {
  const set = (field: keyof BinDraft) => (event: { target: { value: string } }) =>
    onChange({ ...bin, [field]: event.target.value });
  const input = (field: keyof BinDraft, label: string, extra: object = {}) => (
    <input
      className={fieldStyles.input}
      aria-label={`Bin ${index + 1} ${label}`}
      aria-invalid={problem ? true : undefined}
      value={bin[field]}
      onChange={set(field)}
      {...extra}
    />
  );
  return (
    <tr>
      <td className={table.cell}>
        {input('label', 'label', { maxLength: SCORECARD_LIMITS.labelLength })}
      </td>
      {category ? (
        <td className={table.cell} colSpan={2}>
          {input('categories', 'categories', { placeholder: 'Salaried, Contract' })}
        </td>
      ) : (
        <>
          <td className={table.cell}>
            {input('min', 'from', { inputMode: 'numeric', placeholder: 'No lower bound' })}
          </td>
          <td className={table.cell}>
            {input('max', 'below', { inputMode: 'numeric', placeholder: 'No upper bound' })}
          </td>
        </>
      )}
      <td className={table.cell}>
        {input('points', 'points', {
          inputMode: 'numeric',
          className: `${fieldStyles.input} ${record.amountInput}`,
        })}
      </td>
      <td className={table.cell}>
        <Button size="small" tone="ghost" onClick={onRemove} aria-label={`Remove bin ${index + 1}`}>
          Remove
        </Button>
        {problem && (
          <span className={fieldStyles.error} role="alert">
            {problem}
          </span>
        )}
      </td>
    </tr>
  );
}

function BinHeads({ category }: { category: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={table.headCell}>
          Bin
        </th>
        {category ? (
          <th scope="col" className={table.headCell} colSpan={2}>
            Categories
          </th>
        ) : (
          <>
            <th scope="col" className={table.headCell}>
              From (inclusive)
            </th>
            <th scope="col" className={table.headCell}>
              Below
            </th>
          </>
        )}
        <th scope="col" className={table.amountHeadCell}>
          Points
        </th>
        <th scope="col" className={table.headCell}>
          <span className={visuallyHidden}>Actions</span>
        </th>
      </tr>
    </thead>
  );
}

function CharacteristicCard({
  entry,
  index,
  problems,
  edit,
}: {
  entry: CharacteristicDraft;
  index: number;
  problems: Readonly<Record<string, string>>;
  edit: Edit;
}) {
  const category = isCategoryCharacteristic(entry.characteristic);
  const name = characteristicName(entry.characteristic);
  const at = `characteristics.${index}`;
  const changeBins = (change: (bins: readonly BinDraft[]) => readonly BinDraft[]) =>
    edit((draft) => withBins(draft, index, change));
  return (
    <Card>
      <div className={record.cardHead}>
        <div>
          <h2 className={record.cardTitle}>{name}</h2>
          <span className={record.muted}>{CHARACTERISTIC_HINTS[entry.characteristic]}</span>
        </div>
        <Button
          size="small"
          tone="ghost"
          onClick={() =>
            edit((draft) => ({
              ...draft,
              characteristics: draft.characteristics.filter((_, i) => i !== index),
            }))
          }
        >
          Remove {name.toLowerCase()}
        </Button>
      </div>
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Bins of {name}</caption>
          <BinHeads category={category} />
          <tbody>
            {entry.bins.map((bin, b) => (
              <BinRow
                // biome-ignore lint/suspicious/noArrayIndexKey: bins have no id; their place is it.
                key={b}
                bin={bin}
                index={b}
                category={category}
                problem={problems[`${at}.bins.${b}`]}
                onChange={(next) =>
                  changeBins((bins) => bins.map((old, i) => (i === b ? next : old)))
                }
                onRemove={() => changeBins((bins) => bins.filter((_, i) => i !== b))}
              />
            ))}
          </tbody>
        </table>
      </div>
      {problems[`${at}.bins`] && (
        <span className={fieldStyles.error}>{problems[`${at}.bins`]}</span>
      )}
      <div className={record.tableFooter}>
        <Button
          size="small"
          disabled={entry.bins.length >= SCORECARD_LIMITS.binsPerCharacteristic}
          onClick={() => changeBins((bins) => [...bins, EMPTY_BIN])}
        >
          Add bin
        </Button>
      </div>
    </Card>
  );
}

function CutoffCard({
  draft,
  problems,
  edit,
}: {
  draft: ScorecardDraft;
  problems: Readonly<Record<string, string>>;
  edit: Edit;
}) {
  const change = (i: number, field: 'minScore' | 'decision', value: string) =>
    edit((current) => ({
      ...current,
      cutoffs: current.cutoffs.map((cutoff, c) =>
        c === i ? { ...cutoff, [field]: value } : cutoff,
      ),
    }));
  return (
    <Card title="Grades and decisions">
      <p className={record.muted}>
        A total of at least a grade’s points earns it, best grade first; below E’s points is still
        E.
      </p>
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Grade cut-offs</caption>
          <thead>
            <tr>
              <th scope="col" className={table.headCell}>
                Grade
              </th>
              <th scope="col" className={table.amountHeadCell}>
                At least (points)
              </th>
              <th scope="col" className={table.headCell}>
                Decision
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.cutoffs.map((cutoff, i) => (
              <tr key={cutoff.grade}>
                <th scope="row" className={table.cell}>
                  <span className={lending.grade}>{cutoff.grade}</span>
                </th>
                <td className={table.cell}>
                  <input
                    className={`${fieldStyles.input} ${record.amountInput}`}
                    aria-label={`Grade ${cutoff.grade} from points`}
                    inputMode="numeric"
                    value={cutoff.minScore}
                    aria-invalid={problems[`cutoffs.${i}.minScore`] ? true : undefined}
                    onChange={(event) => change(i, 'minScore', event.target.value)}
                  />
                  {problems[`cutoffs.${i}.minScore`] && (
                    <span className={fieldStyles.error}>{problems[`cutoffs.${i}.minScore`]}</span>
                  )}
                </td>
                <td className={table.cell}>
                  <select
                    className={fieldStyles.input}
                    aria-label={`Grade ${cutoff.grade} decision`}
                    value={cutoff.decision}
                    onChange={(event) => change(i, 'decision', event.target.value)}
                  >
                    {CREDIT_DECISIONS.map((decision) => (
                      <option key={decision} value={decision}>
                        {wordsOfCode(decision)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.cutoffs && <span className={fieldStyles.error}>{problems.cutoffs}</span>}
    </Card>
  );
}

/**
 * The scorecard being edited: each characteristic with its bins and points, a way to add one the
 * card does not score yet, and the grade cut-offs with the decision of each grade. Problems show
 * beside the bin or grade they are about.
 */
export function ScorecardEditor({
  draft,
  problems,
  edit,
}: {
  draft: ScorecardDraft;
  problems: Readonly<Record<string, string>>;
  edit: Edit;
}) {
  const [adding, setAdding] = useState('');
  const unused = CREDIT_CHARACTERISTICS.filter(
    (characteristic) =>
      !draft.characteristics.some((entry) => entry.characteristic === characteristic),
  );
  return (
    <div className={record.stack}>
      {draft.characteristics.map((entry, i) => (
        <CharacteristicCard
          key={entry.characteristic}
          entry={entry}
          index={i}
          problems={problems}
          edit={edit}
        />
      ))}
      {problems.characteristics && (
        <span className={fieldStyles.error}>{problems.characteristics}</span>
      )}
      {unused.length > 0 && (
        <div className={record.searchRow}>
          <SelectField
            label="Score another characteristic"
            value={adding}
            placeholder="Choose a characteristic"
            options={unused.map((characteristic) => ({
              value: characteristic,
              label: characteristicName(characteristic),
            }))}
            onChange={(event) => setAdding(event.target.value)}
          />
          <Button
            disabled={adding === ''}
            onClick={() => {
              const characteristic = adding as CreditCharacteristic;
              setAdding('');
              edit((current) => ({
                ...current,
                characteristics: [
                  ...current.characteristics,
                  { characteristic, bins: [EMPTY_BIN] },
                ],
              }));
            }}
          >
            Add characteristic
          </Button>
        </div>
      )}
      <CutoffCard draft={draft} problems={problems} edit={edit} />
    </div>
  );
}
