import type { FormEvent } from 'react';
import type { ReportParameter } from '../../../api/reports.api';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { BranchChoice, OfficerChoice, ProductChoice } from './report-choices';
import type { ReportParameters } from './report-search';
import { PARAMETER_LABELS, type ReportGroup } from './report-words';
import * as styles from './reports.css';

export interface ReportFormProps {
  readonly group: ReportGroup | null;
  readonly parameters: readonly ReportParameter[];
  readonly required: readonly ReportParameter[];
  readonly maxRangeDays: number | null;
  readonly draft: ReportParameters;
  readonly problems: Readonly<Record<string, string>>;
  readonly busy: boolean;
  readonly onChange: (name: ReportParameter, value: string) => void;
  readonly onApply: () => void;
}

function hintOf(name: ReportParameter, maxRangeDays: number | null): string | undefined {
  if (name === 'to' && maxRangeDays) return `The range covers at most ${maxRangeDays} days.`;
  if (name === 'asOf') return 'The end of that day.';
  return undefined;
}

function Field({ name, props }: { name: ReportParameter; props: ReportFormProps }) {
  const common = {
    id: `report-${name}`,
    label: PARAMETER_LABELS[name],
    value: props.draft[name] ?? '',
    error: props.problems[name],
    onChange: (value: string) => props.onChange(name, value),
  };
  if (name === 'branchId') return <BranchChoice {...common} />;
  if (name === 'officerId') return <OfficerChoice {...common} />;
  if (name === 'productId') return <ProductChoice {...common} group={props.group ?? 'LOANS'} />;
  return (
    <div className={styles.formField}>
      <DateField
        {...common}
        name={name}
        required={props.required.includes(name)}
        hint={hintOf(name, props.maxRangeDays)}
      />
    </div>
  );
}

/** The parameters the report takes, filled with what it last ran with; Apply runs it again. */
export function ReportForm(props: ReportFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onApply();
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Report parameters" noValidate>
      {props.parameters.map((name) => (
        <Field key={name} name={name} props={props} />
      ))}
      <div className={styles.formAction}>
        <Button type="submit" tone="primary" aria-busy={props.busy}>
          Apply
        </Button>
      </div>
    </form>
  );
}
