import { type FormEvent, useEffect, useId, useState } from 'react';
import { listCharges } from '../../../api/charges.api';
import { createProduct, type Product } from '../../../api/products.api';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import {
  chargeSummary,
  EMPTY_PRODUCT_DRAFT,
  POSTING_PERIOD_LABELS,
  type PostingPeriod,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  type ProductDraft,
  productDraftProblems,
  productRequest,
  SUBTYPE_LABELS,
  toggleCharge,
} from './product-form';
import * as styles from './products.css';

// The server's codes for a refusal that belongs beside one field.
const CODE_FIELDS: Readonly<Record<string, string>> = {
  product_code_taken: 'body.code',
  charge_not_found: 'body.chargeIds',
  overdraft_needs_current_product: 'body.overdraftAllowed',
};

/**
 * A new deposit product: savings or current, code, name, the yearly rate in percent (sent in
 * basis points), the interest posting period, the minimum balance and, for current products
 * only, an overdraft with its limit. The server's field errors show beside the fields.
 */
export function ProductDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (product: Product) => void;
}) {
  const api = useApi();
  const periodId = useId();
  const { snapshot: request, send } = useRequest((input) =>
    createProduct(api, input as ReturnType<typeof productRequest>),
  );
  const { snapshot: charges, send: sendCharges, data: chargeList } = useApiQuery(listCharges);
  const depositCharges = (chargeList ?? []).filter((charge) => charge.appliesTo === 'DEPOSIT');
  const [draft, setDraft] = useState<ProductDraft>(EMPTY_PRODUCT_DRAFT);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // Once shown, the form's own problems follow the typing, so a fixed field stops saying so.
  useEffect(() => {
    setProblems((shown) => (Object.keys(shown).length > 0 ? productDraftProblems(draft) : shown));
  }, [draft]);
  useSettled(request.matches('succeeded') ? (request.context.output as Product) : null, onCreated);
  const failure = request.context.failure;
  const coded = failure?.code ? CODE_FIELDS[failure.code] : undefined;
  const errors: Record<string, string> = {
    ...(failure?.fieldErrors ?? {}),
    ...(coded && failure ? { [coded]: failure.message } : {}),
    ...problems,
  };
  const shownElsewhere = failure && (coded || Object.keys(failure.fieldErrors).length > 0);
  const saving = request.matches('submitting');
  const set = (field: keyof ProductDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = productDraftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) {
      send({ type: 'request.submit', input: productRequest(draft) });
    }
  }

  const current = draft.subtype === 'CURRENT';
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="New deposit product"
      description="Accounts opened on the product take its rate, minimum balance and overdraft."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && !shownElsewhere && <Notice tone="danger">{failure.message}</Notice>}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Subtype</legend>
          {(['SAVINGS', 'CURRENT'] as const).map((subtype) => (
            <label key={subtype} className={styles.checkbox}>
              <input
                type="radio"
                name="product-subtype"
                value={subtype}
                checked={draft.subtype === subtype}
                onChange={() => setDraft((value) => ({ ...value, subtype }))}
              />
              {SUBTYPE_LABELS[subtype]}
            </label>
          ))}
        </fieldset>
        <div className={styles.row}>
          <Field
            label="Code"
            value={draft.code}
            maxLength={PRODUCT_CODE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="SAV02"
            error={errors['body.code']}
            onChange={(event) =>
              setDraft((value) => ({ ...value, code: event.target.value.toUpperCase() }))
            }
          />
          <Field
            label="Name"
            value={draft.name}
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            placeholder="Premium Savings"
            error={errors['body.name']}
            onChange={set('name')}
          />
        </div>
        <div className={styles.row}>
          <Field
            label="Interest rate (% a year)"
            inputMode="decimal"
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.amountInput}`}
            value={draft.rate}
            maxLength={8}
            placeholder="4.25"
            hint="Up to 2 decimals; 0 for none."
            error={errors['body.interestRateBps']}
            onChange={set('rate')}
          />
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={periodId}>
              Interest posting
            </label>
            <select
              id={periodId}
              className={fieldStyles.input}
              value={draft.postingPeriod}
              aria-invalid={errors['body.interestPostingPeriod'] ? true : undefined}
              onChange={(event) =>
                setDraft((value) => ({
                  ...value,
                  postingPeriod: event.target.value as PostingPeriod,
                }))
              }
            >
              {(Object.keys(POSTING_PERIOD_LABELS) as PostingPeriod[]).map((period) => (
                <option key={period} value={period}>
                  {POSTING_PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
            {errors['body.interestPostingPeriod'] && (
              <span className={fieldStyles.error}>{errors['body.interestPostingPeriod']}</span>
            )}
          </div>
        </div>
        <Field
          label="Minimum balance (₦)"
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.amountInput}`}
          value={draft.minimumBalance}
          maxLength={24}
          error={errors['body.minimumBalanceKobo']}
          onChange={set('minimumBalance')}
        />
        <div className={fieldStyles.field}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={current && draft.overdraftAllowed}
              disabled={!current}
              aria-describedby={`${periodId}-overdraft-hint`}
              onChange={(event) =>
                setDraft((value) => ({ ...value, overdraftAllowed: event.target.checked }))
              }
            />
            <span>Allow overdraft</span>
          </label>
          <span id={`${periodId}-overdraft-hint`} className={fieldStyles.hint}>
            {current
              ? 'Accounts may go below zero down to the limit.'
              : 'Only current account products may allow overdraft.'}
          </span>
          {errors['body.overdraftAllowed'] && (
            <span className={fieldStyles.error}>{errors['body.overdraftAllowed']}</span>
          )}
        </div>
        {current && draft.overdraftAllowed && (
          <Field
            label="Overdraft limit (₦)"
            inputMode="decimal"
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.amountInput}`}
            value={draft.overdraftLimit}
            maxLength={24}
            placeholder="0.00"
            error={errors['body.overdraftLimitKobo']}
            onChange={set('overdraftLimit')}
          />
        )}
        <fieldset className={styles.choiceList} aria-describedby={`${periodId}-charges-hint`}>
          <legend className={styles.legend}>Charges</legend>
          <span id={`${periodId}-charges-hint`} className={fieldStyles.hint}>
            Fees accounts on the product pay; transfer fees leave the paying account with each
            transfer.
          </span>
          {charges.matches('failed') && charges.context.failure && (
            <LoadFailure
              what="the charges"
              failure={charges.context.failure}
              onRetry={() => sendCharges({ type: 'query.reload' })}
            />
          )}
          {charges.matches('loading') && <span className={fieldStyles.hint}>Loading charges…</span>}
          {depositCharges.map((charge) => (
            <label key={charge.id} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={draft.chargeIds.includes(charge.id)}
                onChange={(event) =>
                  setDraft((value) => toggleCharge(value, charge.id, event.target.checked))
                }
              />
              <span>
                {charge.name} · {chargeSummary(charge)}
              </span>
            </label>
          ))}
          {chargeError(errors) && <span className={fieldStyles.error}>{chargeError(errors)}</span>}
        </fieldset>
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Creating…' : 'Create product'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The first refusal of a chosen charge (the server names `body.chargeIds.N`). */
function chargeError(errors: Record<string, string>): string | undefined {
  const key = Object.keys(errors).find((field) => field.startsWith('body.chargeIds'));
  return key === undefined ? undefined : errors[key];
}
