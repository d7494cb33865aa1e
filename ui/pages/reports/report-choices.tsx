import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Api } from '../../../api/client';
import { listLoanOfficers, listLoanProducts } from '../../../api/loans.api';
import { listProducts } from '../../../api/products.api';
import { listTermDepositProducts } from '../../../api/term-deposits.api';
import { useActors } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import type { SelectOption } from '../../components/select';
import { SelectField } from '../../components/select-field';
import type { ReportGroup } from './report-words';
import * as styles from './reports.css';

interface ChoiceProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

function Choice({
  options,
  placeholder,
  failed,
  ...props
}: ChoiceProps & { options: readonly SelectOption[]; placeholder: string; failed: boolean }) {
  return (
    <div className={styles.formField}>
      <SelectField
        id={props.id}
        label={props.label}
        value={props.value}
        placeholder={placeholder}
        options={options}
        error={props.error}
        hint={failed ? 'The list did not load; the report covers all.' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/** The branches the user may choose, from the header's list, "All branches" first. */
export function BranchChoice(props: ChoiceProps) {
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  const options = useMemo(
    () =>
      branches.flatMap((branch) =>
        typeof branch.id === 'string' ? [{ value: branch.id, label: branch.name }] : [],
      ),
    [branches],
  );
  return <Choice {...props} options={options} placeholder="All branches" failed={false} />;
}

// A loans report chooses among loan products, a deposits report among deposit and term products.
async function productsFor(api: Api, group: ReportGroup): Promise<SelectOption[]> {
  if (group === 'LOANS') {
    return (await listLoanProducts(api)).map((product) => ({
      value: product.id,
      label: product.name,
    }));
  }
  const [deposit, term] = await Promise.all([
    listProducts(api),
    listTermDepositProducts(api).catch(() => ({ items: [] })),
  ]);
  return [
    ...deposit.map((product) => ({ value: String(product.id), label: product.name })),
    ...term.items.map((product) => ({ value: product.id, label: `${product.name} (term)` })),
  ];
}

export function ProductChoice({ group, ...props }: ChoiceProps & { group: ReportGroup }) {
  const load = useCallback((api: Api, of: ReportGroup) => productsFor(api, of), []);
  const { snapshot, data } = useApiQuery(load, group);
  return (
    <Choice
      {...props}
      options={data ?? []}
      placeholder="All products"
      failed={snapshot.matches('failed')}
    />
  );
}

export function OfficerChoice(props: ChoiceProps) {
  const { snapshot, data } = useApiQuery(listLoanOfficers);
  const options = useMemo(
    () => (data ?? []).map((officer) => ({ value: officer.id, label: officer.fullName })),
    [data],
  );
  return (
    <Choice
      {...props}
      options={options}
      placeholder="All officers"
      failed={snapshot.matches('failed')}
    />
  );
}
