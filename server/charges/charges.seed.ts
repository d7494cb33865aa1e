import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { insertCharge, listCharges, type NewCharge } from './charge.repository';

type DemoCharge = Omit<NewCharge, 'id'>;

/** A typical Nigerian microfinance bank's tariff (figures in kobo and basis points). */
const DEMO_CHARGES: readonly DemoCharge[] = [
  {
    code: 'ACCT-MAINT',
    name: 'Account maintenance fee',
    appliesTo: 'DEPOSIT',
    calculation: 'PERCENT',
    amountKobo: null,
    rateBps: 10,
    event: 'ACCOUNT_MAINTENANCE',
  },
  {
    code: 'CARD-ISSUE',
    name: 'Debit card issuance',
    appliesTo: 'DEPOSIT',
    calculation: 'FLAT',
    amountKobo: 1_000_00,
    rateBps: null,
    event: 'CARD_ISSUANCE',
  },
  {
    code: 'LOAN-PROC',
    name: 'Loan processing fee',
    appliesTo: 'LOAN',
    calculation: 'PERCENT',
    amountKobo: null,
    rateBps: 100,
    event: 'LOAN_PROCESSING',
  },
  {
    code: 'NIP-OUT',
    name: 'NIP transfer fee',
    appliesTo: 'DEPOSIT',
    calculation: 'FLAT',
    amountKobo: 25_00,
    rateBps: null,
    event: 'NIP_OUTWARD',
  },
  {
    code: 'SMS-ALERT',
    name: 'SMS alert',
    appliesTo: 'DEPOSIT',
    calculation: 'FLAT',
    amountKobo: 4_00,
    rateBps: null,
    event: 'SMS_ALERT',
  },
  {
    code: 'TRF-FEE',
    name: 'Transfer fee',
    appliesTo: 'DEPOSIT',
    calculation: 'FLAT',
    amountKobo: 10_00,
    rateBps: null,
    event: 'TRANSFER',
  },
];

/** Gives a tenant the demo tariff unless it has charges already. */
export async function seedDemoCharges(t: TenantTx, now: Date): Promise<void> {
  if ((await listCharges(t)).length > 0) return;
  for (const charge of DEMO_CHARGES) await insertCharge(t, { id: newRowId(), ...charge }, now);
}
