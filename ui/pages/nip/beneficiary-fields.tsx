import { useMemo, useState } from 'react';
import type { Bank } from '../../../api/banks.api';
import { NUBAN_LENGTH } from '../../../policies/nuban';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { SelectField } from '../../components/select-field';
import * as styles from './nip.css';
import { enquiryMatches, type NipDraft } from './nip-draft';

/** The bank search box's longest text. */
const BANK_SEARCH_MAX_LENGTH = 60;

function bankMatches(bank: Bank, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return bank.name.toLowerCase().includes(wanted) || bank.nipCode.startsWith(wanted);
}

/** The bank: a search box that narrows the list of active institutions, and the list itself. */
function BankSelect({
  banks,
  value,
  error,
  disabled,
  loading,
  onChange,
}: {
  banks: readonly Bank[];
  value: string;
  error: string | undefined;
  disabled: boolean;
  loading: boolean;
  onChange: (bank: Bank | null) => void;
}) {
  const [search, setSearch] = useState('');
  const options = useMemo(
    () =>
      banks
        .filter((bank) => bank.nipCode === value || bankMatches(bank, search))
        .map((bank) => ({ value: bank.nipCode, label: bank.name })),
    [banks, search, value],
  );
  return (
    <div className={styles.row}>
      <Field
        label="Find bank"
        type="search"
        value={search}
        maxLength={BANK_SEARCH_MAX_LENGTH}
        placeholder="Bank name or NIP code"
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          setSearch(next);
          // One match left is the bank meant: choose it, so the keyboard can go straight on.
          const only = banks.filter((bank) => bankMatches(bank, next));
          if (only.length === 1 && only[0]) onChange(only[0]);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <SelectField
        label="Beneficiary bank"
        value={value}
        disabled={disabled || loading}
        placeholder={loading ? 'Loading banks…' : `Choose a bank (${options.length})`}
        options={options}
        error={error}
        onChange={(event) =>
          onChange(banks.find((bank) => bank.nipCode === event.target.value) ?? null)
        }
      />
    </div>
  );
}

export type EnquiryState = 'idle' | 'busy' | 'failed';

/**
 * The beneficiary: bank, 10-digit account number, "Verify account" (the name enquiry), and once
 * the bank names the account, the name with the box the teller ticks to confirm it.
 */
export function BeneficiaryFields({
  draft,
  banks,
  banksLoading,
  manualBank,
  locked,
  errors,
  enquiry,
  onBank,
  onBankCode,
  onAccountNumber,
  onAccountNumberLeft,
  onVerify,
  onConfirmName,
}: {
  draft: NipDraft;
  banks: readonly Bank[];
  banksLoading: boolean;
  /** The bank is typed as its NIP code: the list of banks could not be read. */
  manualBank: boolean;
  locked: boolean;
  errors: { bankCode?: string; accountNumber?: string; beneficiary?: string };
  enquiry: EnquiryState;
  onBank: (bank: Bank | null) => void;
  onBankCode: (bankCode: string) => void;
  onAccountNumber: (accountNumber: string) => void;
  onAccountNumberLeft: () => void;
  onVerify: () => void;
  onConfirmName: (confirmed: boolean) => void;
}) {
  const verified = enquiryMatches(draft) ? draft.enquiry : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>Beneficiary</legend>
      {manualBank ? (
        <Field
          label="Beneficiary bank’s NIP code"
          inputMode="numeric"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.mono}`}
          maxLength={6}
          placeholder="6 digits, e.g. 000013"
          hint="The list of banks is not open to your role: type the bank’s NIP code. Verify account shows the bank’s name."
          value={draft.bankCode}
          readOnly={locked}
          error={errors.bankCode}
          onChange={(event) => onBankCode(event.target.value.replace(/\D+/g, ''))}
        />
      ) : (
        <BankSelect
          banks={banks}
          value={draft.bankCode}
          error={errors.bankCode}
          disabled={locked}
          loading={banksLoading}
          onChange={onBank}
        />
      )}
      <div className={styles.inline}>
        <div className={styles.grow}>
          <Field
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.mono}`}
            maxLength={NUBAN_LENGTH}
            placeholder="10-digit NUBAN"
            value={draft.accountNumber}
            readOnly={locked}
            error={errors.accountNumber}
            onChange={(event) => onAccountNumber(event.target.value.replace(/\s+/g, ''))}
            onBlur={onAccountNumberLeft}
          />
        </div>
        <Button
          onClick={onVerify}
          disabled={locked || enquiry === 'busy' || verified !== null}
          aria-describedby={errors.beneficiary ? 'beneficiary-problem' : undefined}
        >
          {enquiry === 'busy' ? 'Verifying…' : verified ? 'Verified' : 'Verify account'}
        </Button>
      </div>
      {verified && (
        <div className={styles.beneficiary} data-testid="beneficiary">
          <span className={styles.muted}>
            {verified.bankName} · <span className={styles.mono}>{verified.accountNumber}</span>
          </span>
          <span className={styles.beneficiaryName} data-testid="beneficiary-name">
            {verified.accountName}
          </span>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.nameConfirmed}
              disabled={locked}
              onChange={(event) => onConfirmName(event.target.checked)}
            />
            The customer confirms this is the beneficiary
          </label>
        </div>
      )}
      {errors.beneficiary && (
        <span id="beneficiary-problem" className={styles.fieldError} role="alert">
          {errors.beneficiary}
        </span>
      )}
    </fieldset>
  );
}
