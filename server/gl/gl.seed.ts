import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import {
  findGlAccountByCode,
  type GlAccountType,
  insertGlAccount,
} from '../ledger/gl-account.repository';
import { postEntry } from '../ledger/ledger.service';
import { saveGlMapping } from './gl-mapping.repository';

type Row = readonly [code: string, name: string, parent: string | null, header?: 'header'];

/** A standard microfinance-bank chart: headers group the postable accounts under them. */
const CHART: Record<GlAccountType, readonly Row[]> = {
  ASSET: [
    ['1000', 'Assets', null, 'header'],
    ['1100', 'Cash and cash equivalents', '1000', 'header'],
    ['1101', 'Vault cash', '1100'],
    ['1102', 'Teller cash', '1100'],
    ['1110', 'Due from banks', '1100'],
    ['1120', 'NIP settlement account', '1100'],
    ['1200', 'Loans and advances', '1000', 'header'],
    ['1201', 'Loans to customers', '1200'],
    ['1202', 'Interest receivable on loans', '1200'],
    ['1203', 'Fees receivable on loans', '1200'],
    ['1204', 'Penalties receivable on loans', '1200'],
    // A contra-asset: its credit balance is the provision held against the loans above it.
    ['1209', 'Allowance for loan losses', '1200'],
    ['1500', 'Fixed assets', '1000', 'header'],
    ['1501', 'Furniture and equipment', '1500'],
    ['1509', 'Accumulated depreciation', '1500'],
  ],
  LIABILITY: [
    ['2000', 'Liabilities', null, 'header'],
    ['2100', 'Customer deposits', '2000', 'header'],
    ['2101', 'Savings deposits', '2100'],
    ['2102', 'Current deposits', '2100'],
    ['2150', 'VAT payable', '2000'],
    ['2160', 'Unearned interest on loans', '2000'],
    ['2900', 'Suspense account', '2000'],
  ],
  EQUITY: [
    ['3000', 'Equity', null, 'header'],
    ['3101', 'Share capital', '3000'],
    ['3201', 'Retained earnings', '3000'],
  ],
  INCOME: [
    ['4000', 'Income', null, 'header'],
    ['4101', 'Interest income on loans', '4000'],
    ['4102', 'Penalty income on loans', '4000'],
    ['4201', 'Fee and commission income', '4000'],
    ['4301', 'Cash overage', '4000'],
  ],
  EXPENSE: [
    ['5000', 'Expenses', null, 'header'],
    ['5101', 'Interest expense on deposits', '5000'],
    ['5201', 'Staff costs', '5000'],
    ['5301', 'Operating expenses', '5000'],
    ['5401', 'Depreciation expense', '5000'],
    ['5501', 'Loan loss expense', '5000'],
    ['5601', 'Cash shortage', '5000'],
  ],
};

/** Tenant-wide GL map: event → [debit code, credit code]. */
const GL_MAP: Record<string, readonly [string, string]> = {
  DEPOSIT: ['1102', '2101'],
  WITHDRAWAL: ['2101', '1102'],
  TRANSFER: ['2101', '2102'],
  FEE: ['2101', '4201'],
  INTEREST_POSTING: ['5101', '2101'],
  LOAN_DISBURSEMENT: ['1201', '2101'],
  LOAN_REPAYMENT_PRINCIPAL: ['2101', '1201'],
  LOAN_REPAYMENT_INTEREST: ['2101', '4101'],
  // Loans book their scheduled interest receivable against unearned interest at disbursement and
  // earn it as it is paid (decision 034); fees and penalties have receivables of their own.
  LOAN_INTEREST_RECEIVABLE: ['1202', '2160'],
  LOAN_INTEREST_INCOME: ['2160', '4101'],
  LOAN_FEE: ['1203', '4201'],
  LOAN_PENALTY: ['1204', '4102'],
  LOAN_WRITE_OFF: ['5501', '1201'],
  // Provisioning raises the allowance against loan loss expense, and releases it the other way.
  LOAN_PROVISION: ['5501', '1209'],
  TILL_CASH_IN: ['1102', '1101'],
  TILL_CASH_OUT: ['1101', '1102'],
  // A till's counted difference: the till's own account takes the other side (decision 037).
  TILL_OVERAGE: ['1102', '4301'],
  TILL_SHORTAGE: ['5601', '1102'],
  NIP_OUTWARD: ['2101', '1120'],
  NIP_INWARD: ['1120', '2101'],
  VAT: ['2101', '2150'],
  EXPENSE: ['5301', '1110'],
  DEPRECIATION: ['5401', '1509'],
  OPENING_BALANCE: ['1110', '3101'],
};

/** The opening position, posted through the ledger so that the trial balance is real. */
const OPENING: readonly { narration: string; debit: string; credit: string; naira: number }[] = [
  { narration: 'Paid-up share capital', debit: '1110', credit: '3101', naira: 250_000_000 },
  { narration: 'Cash withdrawn to the vault', debit: '1101', credit: '1110', naira: 40_000_000 },
  { narration: 'Office furniture and equipment', debit: '1501', credit: '1110', naira: 18_500_000 },
];

/** Seeds the chart, the GL map and the opening entries once: a tenant with a chart is left alone. */
export async function seedDemoLedger(t: TenantTx, now: Date): Promise<void> {
  if (await findGlAccountByCode(t, '1000')) return;
  const ids = new Map<string, string>();
  for (const [type, rows] of Object.entries(CHART) as [GlAccountType, readonly Row[]][]) {
    for (const [code, name, parent, header] of rows) {
      const id = newRowId();
      ids.set(code, id);
      const parentId = parent === null ? null : (ids.get(parent) ?? null);
      await insertGlAccount(
        t,
        { id, code, name, type, parentId, header: header === 'header' },
        now,
      );
    }
  }
  const idOf = (code: string) => ids.get(code) as string;
  for (const [event, [debit, credit]] of Object.entries(GL_MAP)) {
    await saveGlMapping(
      t,
      { productId: null, event, debitAccountId: idOf(debit), creditAccountId: idOf(credit) },
      'system',
      now,
    );
  }
  for (const opening of OPENING) {
    const amountKobo = opening.naira * 100;
    await postEntry(
      t,
      {
        narration: opening.narration,
        reference: 'OPENING',
        lines: [
          { accountId: idOf(opening.debit), debitKobo: amountKobo, creditKobo: 0 },
          { accountId: idOf(opening.credit), debitKobo: 0, creditKobo: amountKobo },
        ],
        source: 'OPENING_BALANCE',
        createdBy: 'system',
      },
      now,
    );
  }
}
