import { formatBankDate } from '../../policies/calendar';
import { roundHalfEven } from '../../policies/money';
import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { productControlAccount } from './control-account.repository';
import {
  type BatchLine,
  daysFrom,
  idRangeBatches,
  isMonthEnd,
  postBatchLines,
} from './deposit-eod-batches';
import { depositLink } from './deposit-subledger';

/** The journal source of savings interest. */
export const SAVINGS_INTEREST_SOURCE = 'SAVINGS_INTEREST';
/** The GL map event whose debit is the interest expense on deposits. */
const EXPENSE_EVENT = 'INTEREST_POSTING';

/** The first day of the posting period that ends on `date`, or null if none ends that day. */
export function periodStartEndingOn(period: string, date: string): string | null {
  if (!isMonthEnd(date)) return null;
  const month = Number(date.slice(5, 7));
  const year = date.slice(0, 4);
  if (period === 'MONTHLY') return `${date.slice(0, 7)}-01`;
  if (period === 'QUARTERLY' && month % 3 === 0) {
    return `${year}-${String(month - 2).padStart(2, '0')}-01`;
  }
  if (period === 'ANNUALLY' && month === 12) return `${year}-01-01`;
  return null;
}

/** Products paying interest whose posting period ends on the date, with the period's start. */
async function productsDue(t: TenantTx, date: string) {
  const products = await t.trx
    .selectFrom('deposit_product')
    .select(['id', 'interest_rate_bps', 'interest_posting_period'])
    .where('tenant_id', '=', t.tenantId)
    .where('interest_rate_bps', '>', 0)
    .execute();
  const due = new Map<string, { rateBps: number; start: string }>();
  for (const product of products) {
    const start = periodStartEndingOn(product.interest_posting_period, date);
    if (start) due.set(product.id, { rateBps: Number(product.interest_rate_bps), start });
  }
  return due;
}

function accountsOf(t: TenantTx, productIds: readonly string[]) {
  return t.trx
    .selectFrom('deposit_account')
    .where('tenant_id', '=', t.tenantId)
    .where('status', 'in', ['ACTIVE', 'DORMANT'])
    .where('product_id', 'in', productIds);
}

export async function planInterest(t: TenantTx, day: CloseOfBusinessDay) {
  const products = [...(await productsDue(t, day.processingDate)).keys()];
  if (products.length === 0) return [];
  const rows = await accountsOf(t, products).select('id').orderBy('id').execute();
  return idRangeBatches(rows.map((row) => row.id));
}

/**
 * The sum of an account's closing balances over the days from `start` to `end`, without a
 * balance per day: the opening balance stands every day of the period, and each day's net
 * movement stands from its day to the end.
 */
export function balanceDaysKobo(
  closingKobo: number,
  movements: readonly { postingDate: string; netKobo: number }[],
  start: string,
  end: string,
): number {
  const days = daysFrom(start, end) + 1;
  const openingKobo = closingKobo - movements.reduce((sum, m) => sum + m.netKobo, 0);
  return movements.reduce(
    (sum, m) => sum + m.netKobo * (daysFrom(m.postingDate, end) + 1),
    openingKobo * days,
  );
}

/** Actual/365 simple interest on a sum of daily balances, rounded half-even to the kobo once. */
export function interestOnBalanceDaysKobo(balanceDays: number, rateBps: number): number {
  if (balanceDays <= 0 || rateBps <= 0) return 0;
  return Number(roundHalfEven(BigInt(balanceDays) * BigInt(rateBps), 10_000n * 365n));
}

/** Each account's net movement per posting date within the period, one grouped query. */
async function movementsByAccount(
  t: TenantTx,
  batch: CloseOfBusinessBatch,
  start: string,
  end: string,
) {
  const rows = await t.trx
    .selectFrom('journal_line')
    .select([
      'subledger_account_id as account_id',
      'posting_date',
      (eb) => eb.fn.sum<number>('credit_kobo').as('credits'),
      (eb) => eb.fn.sum<number>('debit_kobo').as('debits'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('subledger', '=', 'DEPOSIT')
    .where('subledger_account_id', '>=', batch.fromKey)
    .where('subledger_account_id', '<=', batch.toKey)
    .where('posting_date', '>=', start)
    .where('posting_date', '<=', end)
    .groupBy(['subledger_account_id', 'posting_date'])
    .execute();
  const byAccount = new Map<string, { postingDate: string; netKobo: number }[]>();
  for (const row of rows) {
    const list = byAccount.get(row.account_id as string) ?? [];
    list.push({ postingDate: row.posting_date, netKobo: Number(row.credits) - Number(row.debits) });
    byAccount.set(row.account_id as string, list);
  }
  return byAccount;
}

interface Posting {
  readonly accountId: string;
  readonly productId: string;
  readonly start: string;
  readonly balanceDays: number;
  readonly interestKobo: number;
}

/**
 * Posts the period's interest on a batch of accounts, once per account and period end (the
 * posting row's key): the product's rate on the sum of the daily balances, Actual/365. Each
 * account is credited through the deposit sub-ledger, in as few entries as the ledger allows,
 * the interest expense on deposits debited per GL account.
 */
export async function runInterest(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  const end = day.processingDate;
  const products = await productsDue(t, end);
  if (products.size === 0) return 0;
  const accounts = await accountsOf(t, [...products.keys()])
    .select(['id', 'product_id', 'ledger_balance_kobo'])
    .where('id', '>=', batch.fromKey)
    .where('id', '<=', batch.toKey)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('savings_interest_posting as p')
            .select('p.account_id')
            .where('p.tenant_id', '=', t.tenantId)
            .whereRef('p.account_id', '=', 'deposit_account.id')
            .where('p.period_end', '=', end),
        ),
      ),
    )
    .execute();
  if (accounts.length === 0) return 0;
  const earliest = [...products.values()].map((p) => p.start).sort()[0] as string;
  const movements = await movementsByAccount(t, batch, earliest, end);
  const postings: Posting[] = accounts.map((account) => {
    const { rateBps, start } = products.get(account.product_id) as {
      rateBps: number;
      start: string;
    };
    const inPeriod = (movements.get(account.id) ?? []).filter((m) => m.postingDate >= start);
    const balanceDays = balanceDaysKobo(Number(account.ledger_balance_kobo), inPeriod, start, end);
    return {
      accountId: account.id,
      productId: account.product_id,
      start,
      balanceDays,
      interestKobo: interestOnBalanceDaysKobo(balanceDays, rateBps),
    };
  });
  const earning = postings.filter((p) => p.interestKobo > 0);
  const entryIds = await postInterest(t, day, earning);
  const entryOf = new Map(earning.map((p, index) => [p, entryIds[index] ?? null]));
  await t.trx
    .insertInto('savings_interest_posting')
    .values(
      postings.map((p) => ({
        tenant_id: t.tenantId,
        account_id: p.accountId,
        period_end: end,
        period_start: p.start,
        balance_days_kobo: p.balanceDays,
        interest_kobo: p.interestKobo,
        entry_id: entryOf.get(p) ?? null,
      })),
    )
    .execute();
  return accounts.length;
}

async function postInterest(t: TenantTx, day: CloseOfBusinessDay, postings: readonly Posting[]) {
  const gl = new Map<string, { control: string; expense: string }>();
  const items: BatchLine[] = [];
  for (const p of postings) {
    if (!gl.has(p.productId)) {
      const mapping = await findGlMapping(t, p.productId, EXPENSE_EVENT);
      if (!mapping) {
        throw new DomainError('gl_mapping_missing', `The GL map has no ${EXPENSE_EVENT} mapping.`);
      }
      gl.set(p.productId, {
        control: await productControlAccount(t, p.productId),
        expense: mapping.debitAccountId,
      });
    }
    const { control, expense } = gl.get(p.productId) as { control: string; expense: string };
    items.push({
      line: {
        accountId: control,
        debitKobo: 0,
        creditKobo: p.interestKobo,
        subledger: depositLink(p.accountId),
        narration: `Interest ${formatBankDate(p.start)} to ${formatBankDate(day.processingDate)}`,
      },
      counterAccountId: expense,
    });
  }
  return postBatchLines(
    t,
    items,
    {
      narration: `Savings interest for the period ending ${formatBankDate(day.processingDate)}`,
      reference: 'Close of business',
      valueDate: day.processingDate,
      source: SAVINGS_INTEREST_SOURCE,
      createdBy: day.actorId,
    },
    day.now,
  );
}
