import { type FormEvent, useEffect, useState } from 'react';
import { type Budget, type BudgetCreateRequest, createBudget } from '../../../api/budgets.api';
import type { GlAccount } from '../../../api/coa.api';
import { formatKobo, MAX_AMOUNT_KOBO, parseNairaToKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { MONTH_OPTIONS } from './budget-words';
import * as styles from './budgets.css';

interface Values {
  month: string;
  glAccountCode: string;
  branchCode: string;
  amount: string;
  note: string;
}

const ACCOUNT_CODES = new Set([
  'gl_account_not_found',
  'gl_account_is_header',
  'gl_account_not_budgetable',
]);

/** The amount typed in naira as kobo, or why it cannot be one. */
function amountOf(text: string): { kobo: number } | { error: string } {
  if (text.trim() === '') return { error: 'Enter the amount in naira.' };
  try {
    const kobo = parseNairaToKobo(text);
    if (kobo < 0) return { error: 'A budget is zero or more.' };
    if (kobo > MAX_AMOUNT_KOBO) return { error: `At most ${formatKobo(MAX_AMOUNT_KOBO)}.` };
    return { kobo };
  } catch {
    return { error: 'Enter an amount such as 250,000.00.' };
  }
}

/**
 * Adds one budget line: the month of the year on screen, an income or expense account, the
 * branch (or the whole bank) and the amount in naira. A second line for the same account, month
 * and branch is refused by the server, and its message shows here.
 */
export function BudgetLineDialog({
  year,
  branchCode,
  accounts,
  branches,
  onClose,
  onCreated,
}: {
  year: number;
  branchCode: string;
  accounts: readonly GlAccount[];
  branches: readonly { code: string; name: string }[];
  onClose: () => void;
  onCreated: (line: Budget) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest((input) =>
    createBudget(api, input as BudgetCreateRequest),
  );
  const budgetable = accounts.filter(
    (account) => !account.header && (account.type === 'INCOME' || account.type === 'EXPENSE'),
  );
  const [values, setValues] = useState<Values>({
    month: '1',
    glAccountCode: budgetable[0]?.code ?? '',
    branchCode,
    amount: '',
    note: '',
  });
  const [amountError, setAmountError] = useState<string | undefined>();
  const created = request.matches('succeeded') ? (request.context.output as Budget) : null;
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);
  const failure = request.context.failure;
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = amountOf(values.amount);
    if ('error' in amount) {
      setAmountError(amount.error);
      return;
    }
    setAmountError(undefined);
    const body: BudgetCreateRequest = {
      year,
      month: Number(values.month),
      glAccountCode: values.glAccountCode,
      branchCode: values.branchCode || null,
      amountKobo: amount.kobo,
      note: values.note.trim() || null,
    };
    send({ type: 'request.submit', input: body });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="Add a budget line"
      description={`One amount for one account and month of ${year}, for a branch or the whole bank.`}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label="Month"
          value={values.month}
          options={MONTH_OPTIONS}
          onChange={set('month')}
        />
        <SelectField
          label="GL account"
          value={values.glAccountCode}
          options={budgetable.map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }))}
          error={failure?.code && ACCOUNT_CODES.has(failure.code) ? failure.message : undefined}
          onChange={set('glAccountCode')}
        />
        <SelectField
          label="Branch"
          value={values.branchCode}
          placeholder="Whole bank"
          options={branches.map((b) => ({ value: b.code, label: b.name }))}
          onChange={set('branchCode')}
        />
        <Field
          label="Amount (₦)"
          value={values.amount}
          inputMode="decimal"
          autoComplete="off"
          hint="In naira, e.g. 250,000.00."
          error={amountError}
          onChange={set('amount')}
        />
        <Field label="Note (optional)" value={values.note} maxLength={200} onChange={set('note')} />
        <ConfirmFooter
          failure={failure && !ACCOUNT_CODES.has(failure.code ?? '') ? failure : null}
          busy={request.matches('submitting')}
          tone="primary"
          confirmLabel="Add the line"
          busyLabel="Adding…"
          onBack={onClose}
          backLabel="Cancel"
          refusal="Not added"
        />
      </form>
    </Dialog>
  );
}
