import { formatBankDate } from '../../policies/calendar';
import { roundHalfEven } from '../../policies/money';
import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { productControlAccount } from './control-account.repository';
import { type BatchLine, idRangeBatches, isMonthEnd, postBatchLines } from './deposit-eod-batches';
import { depositLink } from './deposit-subledger';

/** The charge event the close of business levies monthly. */
export const MAINTENANCE_EVENT = 'ACCOUNT_MAINTENANCE';
/** The journal source of the fees it posts (never a customer's own transaction). */
export const ACCOUNT_FEE_SOURCE = 'ACCOUNT_FEE';

interface MaintenanceCharge {
  readonly id: string;
  readonly name: string;
  readonly calculation: string;
  readonly amountKobo: number;
  readonly rateBps: number;
}

/** The maintenance charges each product lists, by product id. */
async function chargesByProduct(t: TenantTx): Promise<Map<string, MaintenanceCharge[]>> {
  const charges = await t.trx
    .selectFrom('charge')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('applies_to', '=', 'DEPOSIT')
    .where('event', '=', MAINTENANCE_EVENT)
    .execute();
  const byId = new Map(
    charges.map((c) => [
      c.id,
      {
        id: c.id,
        name: c.name,
        calculation: c.calculation,
        amountKobo: Number(c.amount_kobo ?? 0),
        rateBps: Number(c.rate_bps ?? 0),
      },
    ]),
  );
  const products = await t.trx
    .selectFrom('deposit_product')
    .select(['id', 'charge_ids'])
    .where('tenant_id', '=', t.tenantId)
    .execute();
  const result = new Map<string, MaintenanceCharge[]>();
  for (const product of products) {
    const listed = (JSON.parse(product.charge_ids) as string[])
      .map((id) => byId.get(id))
      .filter((c): c is MaintenanceCharge => c !== undefined);
    if (listed.length > 0) result.set(product.id, listed);
  }
  return result;
}

function activeAccountsOf(t: TenantTx, productIds: readonly string[]) {
  return t.trx
    .selectFrom('deposit_account')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where('product_id', 'in', productIds);
}

/** On the last day of a month, batches of the active accounts whose product lists the charge. */
export async function planFees(t: TenantTx, day: CloseOfBusinessDay) {
  if (!isMonthEnd(day.processingDate)) return [];
  const products = [...(await chargesByProduct(t)).keys()];
  if (products.length === 0) return [];
  const rows = await activeAccountsOf(t, products).select('id').orderBy('id').execute();
  return idRangeBatches(rows.map((row) => row.id));
}

/**
 * Each account's debit turnover of the month from its customers' own transactions: the base
 * of a PERCENT maintenance fee (the CBN's Guide to Charges sets it per mille of
 * customer-induced debits), one grouped query for the batch.
 */
async function debitTurnover(t: TenantTx, batch: CloseOfBusinessBatch, month: string) {
  const rows = await t.trx
    .selectFrom('journal_line as l')
    .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
    .select([
      'l.subledger_account_id as account_id',
      (eb) => eb.fn.sum<number>('l.debit_kobo').as('debits'),
    ])
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.subledger', '=', 'DEPOSIT')
    .where('l.subledger_account_id', '>=', batch.fromKey)
    .where('l.subledger_account_id', '<=', batch.toKey)
    .where('l.posting_date', '>=', `${month}-01`)
    .where('l.posting_date', '<=', `${month}-31`)
    .where('e.source', 'not in', SYSTEM_SOURCES)
    .groupBy('l.subledger_account_id')
    .execute();
  return new Map(rows.map((row) => [row.account_id as string, Number(row.debits)]));
}

/** Entries the bank posts on its own, which are no customer's transaction. */
export const SYSTEM_SOURCES = [ACCOUNT_FEE_SOURCE, 'SAVINGS_INTEREST', 'INTEREST_POSTING'];

function feeOf(charge: MaintenanceCharge, turnoverKobo: number): number {
  if (charge.calculation !== 'PERCENT') return charge.amountKobo;
  return Number(roundHalfEven(BigInt(turnoverKobo) * BigInt(charge.rateBps), 10_000n));
}

/**
 * What a debit may take from the account under its balance rule (policies/deposit-balance.ts):
 * down to the available balance, or the whole balance when nothing is held.
 */
function payableKobo(a: { ledger: number; holds: number; minimum: number; overdraft: number }) {
  const available = a.ledger - a.holds - a.minimum + a.overdraft;
  return Math.max(0, available, a.holds === 0 ? a.ledger : 0);
}

interface Levy {
  readonly accountId: string;
  readonly productId: string;
  readonly charge: MaintenanceCharge;
  readonly feeKobo: number;
  readonly chargedKobo: number;
}

/**
 * Levies the month's maintenance charges on a batch of accounts, once per account, charge and
 * month (the levy row's key). An account that cannot pay the whole fee is charged what its
 * balance rule lets it pay, possibly nothing (decision 071). Each account's debit goes through
 * the deposit sub-ledger, in as few entries as the ledger allows, the fee income summed.
 */
export async function runFees(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  const month = day.processingDate.slice(0, 7);
  const charges = await chargesByProduct(t);
  if (charges.size === 0) return 0;
  const accounts = await activeAccountsOf(t, [...charges.keys()])
    .select([
      'id',
      'product_id',
      'ledger_balance_kobo',
      'holds_kobo',
      'minimum_balance_kobo',
      'overdraft_limit_kobo',
    ])
    .where('id', '>=', batch.fromKey)
    .where('id', '<=', batch.toKey)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('account_fee_levy as f')
            .select('f.account_id')
            .where('f.tenant_id', '=', t.tenantId)
            .whereRef('f.account_id', '=', 'deposit_account.id')
            .where('f.period', '=', month),
        ),
      ),
    )
    .execute();
  if (accounts.length === 0) return 0;
  const turnover = await debitTurnover(t, batch, month);
  const levies: Levy[] = [];
  for (const account of accounts) {
    let payable = payableKobo({
      ledger: Number(account.ledger_balance_kobo),
      holds: Number(account.holds_kobo),
      minimum: Number(account.minimum_balance_kobo),
      overdraft: Number(account.overdraft_limit_kobo),
    });
    for (const charge of charges.get(account.product_id) ?? []) {
      const feeKobo = feeOf(charge, turnover.get(account.id) ?? 0);
      const chargedKobo = Math.min(feeKobo, payable);
      payable -= chargedKobo;
      levies.push({
        accountId: account.id,
        productId: account.product_id,
        charge,
        feeKobo,
        chargedKobo,
      });
    }
  }
  const paying = levies.filter((levy) => levy.chargedKobo > 0);
  const entryIds = await postFees(t, day, paying);
  const entryOf = new Map(paying.map((levy, index) => [levy, entryIds[index] ?? null]));
  await t.trx
    .insertInto('account_fee_levy')
    .values(
      levies.map((levy) => ({
        tenant_id: t.tenantId,
        account_id: levy.accountId,
        charge_id: levy.charge.id,
        period: month,
        fee_kobo: levy.feeKobo,
        charged_kobo: levy.chargedKobo,
        entry_id: entryOf.get(levy) ?? null,
      })),
    )
    .execute();
  return accounts.length;
}

async function postFees(
  t: TenantTx,
  day: CloseOfBusinessDay,
  levies: readonly Levy[],
): Promise<string[]> {
  const gl = new Map<string, { control: string; income: string }>();
  const items: BatchLine[] = [];
  for (const levy of levies) {
    if (!gl.has(levy.productId)) {
      const mapping = await findGlMapping(t, levy.productId, 'FEE');
      if (!mapping) throw new DomainError('gl_mapping_missing', 'The GL map has no FEE mapping.');
      gl.set(levy.productId, {
        control: await productControlAccount(t, levy.productId),
        income: mapping.creditAccountId,
      });
    }
    const { control, income } = gl.get(levy.productId) as { control: string; income: string };
    items.push({
      line: {
        accountId: control,
        debitKobo: levy.chargedKobo,
        creditKobo: 0,
        subledger: depositLink(levy.accountId),
        narration: levy.charge.name,
      },
      counterAccountId: income,
    });
  }
  return postBatchLines(
    t,
    items,
    {
      narration: `Account maintenance fees to ${formatBankDate(day.processingDate)}`,
      reference: 'Close of business',
      valueDate: day.processingDate,
      source: ACCOUNT_FEE_SOURCE,
      createdBy: day.actorId,
    },
    day.now,
  );
}
