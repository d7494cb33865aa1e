import { makeNuban } from '../../policies/nuban';
import type { DemoSeedContext } from '../area';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findAccount } from '../deposits/deposit-account.repository';
import { createSessionIdGenerator } from '../nip/nip-messages';
import { describeResponseCode } from '../nip/nip-response-codes';
import { nipFeeOf } from './nip-money';
import { applyAnswer, markSent } from './nip-status.service';
import { insertNameEnquiry, insertTransfer, insertTransferEvent } from './nip-transfer.repository';
import { debitTransfer } from './nip-transfer.service';

/** The demo's beneficiaries: the switch stand-in's directory names the same accounts. */
const BENEFICIARIES = [
  { bank: '000013', cbn: '058', serial: 1_234_567, name: 'ADAEZE NWOSU', code: '00' },
  { bank: '000014', cbn: '044', serial: 7_654_321, name: 'BABATUNDE OKAFOR', code: '51' },
  { bank: '000015', cbn: '057', serial: 1_000_001, name: 'CHIOMA BELLO', code: '34' },
  { bank: '000013', cbn: '058', serial: 1_234_567, name: 'ADAEZE NWOSU', code: '00' },
] as const;

async function demoAccount(t: TenantTx) {
  return t.trx
    .selectFrom('deposit_account')
    .select(['id', 'customer_id', 'ledger_balance_kobo'])
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('ledger_balance_kobo', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A few outward transfers in final states for the demo tenant (successful, reversed on 51, in
 * review on 34), made through the same steps the server takes: the debit is posted, the answer
 * applied by the chart, and a reversal is a new entry.
 */
export async function seedDemoNipTransfers(t: TenantTx, tenant: DemoTenant, ctx: DemoSeedContext) {
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('nip_transfer')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const account = await demoAccount(t);
  if (!account || Number(account.ledger_balance_kobo) < 1_000_000_00) return;
  const view = await findAccount(t, account.id);
  if (!view) return;
  const sessionIds = createSessionIdGenerator('090999', { now: () => ctx.now });
  const stepMs = demoStepMs(ctx.now, BENEFICIARIES.length);
  let index = 0;
  for (const beneficiary of BENEFICIARIES) {
    index += 1;
    const now = new Date(ctx.now.getTime() - (BENEFICIARIES.length - index) * stepMs);
    const amountKobo = index * 12_500_00;
    const accountNumber = makeNuban(beneficiary.cbn, beneficiary.serial);
    const enquiry = sessionIds();
    await insertNameEnquiry(t, {
      id: newRowId(now.getTime()),
      session_id: enquiry,
      bank_code: beneficiary.bank,
      account_number: accountNumber,
      account_name: beneficiary.name,
      bvn: '',
      kyc_level: '3',
      user_id: 'demo-teller',
      at: now.toISOString(),
    });
    const sessionId = sessionIds();
    const { feeKobo, vatKobo } = await nipFeeOf(t, view, amountKobo);
    const id = newRowId(now.getTime());
    await insertTransfer(t, {
      id,
      reference: `NIP${sessionId.slice(6)}`,
      session_id: sessionId,
      name_enquiry_session_id: enquiry,
      status: 'AWAITING_APPROVAL',
      debit_account_id: view.id,
      customer_id: view.customerId,
      beneficiary_bank_code: beneficiary.bank,
      beneficiary_account_number: accountNumber,
      beneficiary_account_name: beneficiary.name,
      beneficiary_bvn: '',
      beneficiary_kyc_level: '3',
      amount_kobo: amountKobo,
      fee_kobo: feeKobo,
      vat_kobo: vatKobo,
      narration: `Invoice ${1000 + index}`,
      response_code: null,
      response_message: null,
      approval_request_id: null,
      reversal_request_id: null,
      entry_id: null,
      reversal_entry_id: null,
      maker_id: 'demo-teller',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      next_query_at: null,
      query_attempts: 0,
      lease_until: null,
    });
    await insertTransferEvent(
      t,
      id,
      { status: 'AWAITING_APPROVAL', action: 'CREATED', actorId: 'demo-teller' },
      now,
    );
    await debitTransfer(t, id, 'demo-teller', now);
    await markSent(t, id, now);
    const code = describeResponseCode(beneficiary.code);
    await applyAnswer(
      t,
      id,
      { outcome: code.outcome, code: code.code, message: code.meaning },
      { action: 'ANSWERED', actorId: null },
      now,
    );
  }
}

/**
 * The time between the demo's transfers: an hour, or less when the seed runs soon after midnight
 * (UTC, the switch's day), so every demo transfer falls on the seed's own settlement day.
 */
function demoStepMs(now: Date, count: number): number {
  const sinceMidnightMs =
    now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.min(3_600_000, Math.floor(sinceMidnightMs / (count + 1)));
}
