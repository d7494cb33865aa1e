import { useState } from 'react';
import { listBranches } from '../../../api/branches.api';
import type { Api } from '../../../api/client';
import { listGlAccounts } from '../../../api/coa.api';
import { createExpense, type Expense } from '../../../api/expenses.api';
import {
  PAYEE_TYPE_LABELS,
  PAYEE_TYPES,
  rateText,
  SUPPLY_KIND_LABELS,
  SUPPLY_KINDS,
  VAT_RATE_BP,
} from '../../../policies/expense-tax';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { controlProps, type RuledInput } from '../../components/form-rules/ruled-input';
import { type FormRules, useFormRules } from '../../components/form-rules/use-form-rules';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';
import {
  draftComplete,
  draftFigures,
  EMPTY_DRAFT,
  type ExpenseDraft,
  requestOf,
} from './expense-draft';

/** The expense accounts and cash or bank accounts that post, and the active branches, by code. */
async function loadChoices(api: Api) {
  const [expense, asset, branches] = await Promise.all([
    listGlAccounts(api, { type: 'EXPENSE' }),
    listGlAccounts(api, { type: 'ASSET' }),
    listBranches(api),
  ]);
  const postable = (accounts: typeof expense) =>
    accounts
      .filter((a) => !a.header && a.status === 'ACTIVE')
      .map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));
  return {
    expense: postable(expense),
    paidFrom: postable(asset),
    branches: branches
      .filter((b) => b.status === 'ACTIVE')
      .map((b) => ({ value: b.code, label: b.name })),
  };
}

const PAYEE_OPTIONS = PAYEE_TYPES.map((value) => ({ value, label: PAYEE_TYPE_LABELS[value] }));
const KIND_OPTIONS = SUPPLY_KINDS.map((value) => ({ value, label: SUPPLY_KIND_LABELS[value] }));

/** VAT, withholding tax and what is paid, worked out by the same rules the server posts by. */
function LiveFigures({ draft }: { draft: ExpenseDraft }) {
  const { figures, problem } = draftFigures(draft);
  if (problem) return <Notice tone="warning">{problem}</Notice>;
  if (!figures) {
    return (
      <p className={record.muted}>The taxes and what is paid show here as the amount is typed.</p>
    );
  }
  return (
    <Summary
      label="What the expense comes to"
      lines={[
        ['Amount before VAT', formatKobo(figures.amountKobo)],
        [
          `VAT (${draft.vatCharged ? rateText(VAT_RATE_BP) : 'not charged'})`,
          formatKobo(figures.vatKobo),
          false,
          { testId: 'expense-vat' },
        ],
        [
          `Withholding tax (${rateText(figures.whtRateBps)})`,
          `− ${formatKobo(figures.whtKobo)}`,
          false,
          { testId: 'expense-wht' },
        ],
        ['Paid to the payee', formatKobo(figures.paidKobo), true, { testId: 'expense-paid' }],
      ]}
    />
  );
}

/** A text field as the bank's rules make it, with the rules' refusal under it. */
function RuledField({
  rule,
  error,
  value,
  onChange,
}: {
  rule: RuledInput;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  if (rule.hidden) return null;
  return (
    <Field
      label={rule.label}
      error={error}
      {...controlProps(rule)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function PayeeFields({
  draft,
  edit,
  rules,
  problems,
}: {
  draft: ExpenseDraft;
  edit: (c: Partial<ExpenseDraft>) => void;
  rules: FormRules;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <RuledField
        rule={rules.input('payeeName', 'Payee')}
        error={problems['body.payeeName']}
        value={draft.payeeName}
        onChange={(payeeName) => edit({ payeeName })}
      />
      <div className={record.row}>
        <SelectField
          label="Payee type"
          options={PAYEE_OPTIONS}
          value={draft.payeeType}
          onChange={(event) => edit({ payeeType: event.target.value as ExpenseDraft['payeeType'] })}
        />
        <SelectField
          label="Kind of supply"
          options={KIND_OPTIONS}
          value={draft.supplyKind}
          onChange={(event) =>
            edit({ supplyKind: event.target.value as ExpenseDraft['supplyKind'] })
          }
        />
      </div>
    </>
  );
}

/**
 * Records an expense for approval: the payee and what they supplied, the accounts and branch,
 * the invoice and its file, and the amount, with VAT, withholding tax and what is paid shown as
 * it is typed. It posts nothing: the approval flows decide.
 */
export function RecordExpenseDialog({
  onRecorded,
  onClose,
}: {
  onRecorded: (expense: Expense) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const choices = useApiQuery(loadChoices);
  const [draft, setDraft] = useState<ExpenseDraft>(EMPTY_DRAFT);
  const edit = (change: Partial<ExpenseDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const rules = useFormRules('expense');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { snapshot, send } = useRequest(async () => {
    const body = await requestOf(draft);
    // The bank's form rules refuse here as the server would, each under its field.
    const ruled = rules.check(body);
    setProblems(ruled);
    if (Object.keys(ruled).length > 0) {
      throw new Error("Some fields do not meet the bank's form rules; see each field.");
    }
    return createExpense(api, body);
  });
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as Expense) : null,
    onRecorded,
  );
  const busy = snapshot.matches('submitting');
  const options = choices.data;
  const failure = choices.snapshot.matches('failed') ? choices.snapshot.context.failure : null;
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || onClose()}
      title="Record an expense"
      description="It waits for approval and posts to the ledger only when approved."
      footer={
        <div className={record.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            tone="primary"
            disabled={!draftComplete(draft) || busy}
            onClick={() => send({ type: 'request.submit', input: null })}
          >
            {busy ? 'Recording…' : 'Record for approval'}
          </Button>
        </div>
      }
    >
      <div className={record.form}>
        {failure && (
          <LoadFailure
            what="the accounts and branches"
            failure={failure}
            onRetry={() => choices.send({ type: 'query.reload' })}
          />
        )}
        <PayeeFields draft={draft} edit={edit} rules={rules} problems={problems} />
        <div className={record.row}>
          <SelectField
            label="Expense account"
            placeholder="Choose…"
            options={options?.expense ?? []}
            value={draft.glAccountCode}
            onChange={(event) => edit({ glAccountCode: event.target.value })}
          />
          <SelectField
            label="Branch"
            placeholder="Choose…"
            options={options?.branches ?? []}
            value={draft.branchCode}
            onChange={(event) => edit({ branchCode: event.target.value })}
          />
        </div>
        {!rules.input('paidFromAccountCode', 'Paid from').hidden && (
          <SelectField
            label={rules.input('paidFromAccountCode', 'Paid from').label}
            placeholder="The GL map's account for expenses"
            options={options?.paidFrom ?? []}
            value={draft.paidFromAccountCode}
            onChange={(event) => edit({ paidFromAccountCode: event.target.value })}
          />
        )}
        <RuledField
          rule={rules.input('description', 'Description')}
          error={problems['body.description']}
          value={draft.description}
          onChange={(description) => edit({ description })}
        />
        <div className={record.row}>
          <RuledField
            rule={rules.input('invoiceReference', 'Invoice reference')}
            error={problems['body.invoiceReference']}
            value={draft.invoiceReference}
            onChange={(invoiceReference) => edit({ invoiceReference })}
          />
          <DateField
            label="Invoice date"
            value={draft.invoiceDate}
            onChange={(invoiceDate) => edit({ invoiceDate })}
          />
        </div>
        <Field
          label="Invoice file"
          hint="A PDF (at most 5 MB) or a PNG or JPEG image (at most 2 MB)."
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          onChange={(event) => edit({ file: event.target.files?.[0] ?? null })}
        />
        <div className={record.row}>
          <Field
            label="Amount before VAT (₦)"
            inputMode="decimal"
            className={record.amountInput}
            value={draft.naira}
            onChange={(event) => edit({ naira: event.target.value })}
          />
          <label className={record.checkbox}>
            <input
              type="checkbox"
              checked={draft.vatCharged}
              onChange={(event) => edit({ vatCharged: event.target.checked })}
            />
            The supplier charges VAT
          </label>
        </div>
        <LiveFigures draft={draft} />
        {snapshot.matches('failed') && snapshot.context.failure && (
          <Notice tone="danger">{snapshot.context.failure.message}</Notice>
        )}
      </div>
    </Dialog>
  );
}
