import { countFor, DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import type { DemoSeedContext } from '../area';
import { listBranches } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { postEntry } from '../ledger/ledger.service';
import { findUserByUsername } from '../users/user.repository';
import { endCashMovement, insertCashMovement } from './cash.repository';
import { cashDeposit, cashWithdrawal } from './cash.service';
import { createTill, ensureVault } from './till.service';
import { cashParents, postCashMovement } from './till-money';
import { assignSession, openSession } from './till-session.service';

/** Each branch's vault starts with this much cash from head office vault cash. */
const VAULT_FUNDING_KOBO = 5_000_000_00;
/** Each till starts with this much cash from its vault. */
const TILL_FLOAT_KOBO = 500_000_00;

const count = (amountKobo: number) => countFor(amountKobo, DEFAULT_DENOMINATIONS) ?? [];

/** Cash from a branch vault to a till, as a pickup confirmed at once (before any session). */
async function floatTill(
  t: TenantTx,
  till: { id: string; code: string; branchId: string; glAccountId: string },
  vaultGlAccountId: string,
  now: Date,
) {
  const id = newRowId(now.getTime());
  const reference = `PU-${till.code}-FLOAT`;
  await insertCashMovement(
    t,
    {
      id,
      reference,
      kind: 'PICKUP',
      status: 'IN_TRANSIT',
      tillId: till.id,
      branchId: till.branchId,
      sessionId: null,
      amountKobo: TILL_FLOAT_KOBO,
      denominations: count(TILL_FLOAT_KOBO),
      sentBy: 'system',
    },
    now,
  );
  const entry = await postCashMovement(
    t,
    {
      kind: 'PICKUP',
      tillGlAccountId: till.glAccountId,
      vaultGlAccountId,
      amountKobo: TILL_FLOAT_KOBO,
      reference,
      createdBy: 'system',
    },
    now,
  );
  await endCashMovement(
    t,
    id,
    { status: 'CONFIRMED', confirmedBy: 'system', entryId: entry.id, sessionId: null },
    now,
  );
}

async function seedBranch(
  t: TenantTx,
  branch: { id: string; code: string; name: string },
  headOfficeVaultId: string,
  now: Date,
) {
  const vault = await ensureVault(t, branch, now);
  await postEntry(
    t,
    {
      narration: `Cash to the ${branch.name} vault`,
      reference: 'VAULT-FUNDING',
      lines: [
        { accountId: vault.glAccountId, debitKobo: VAULT_FUNDING_KOBO, creditKobo: 0 },
        { accountId: headOfficeVaultId, debitKobo: 0, creditKobo: VAULT_FUNDING_KOBO },
      ],
      source: 'TILL_CASH_IN',
      createdBy: 'system',
    },
    now,
  );
  const everywhere = { roles: ['SUPER_ADMIN'], branchId: null, branchIds: [] };
  const prefix = branch.code.slice(0, 3).toUpperCase();
  for (const number of [1, 2]) {
    const till = await createTill(
      t,
      everywhere,
      {
        branchId: branch.id,
        code: `${prefix}-T0${number}`,
        name: `Counter ${number}`,
        softLimitKobo: 2_000_000_00,
        hardLimitKobo: 3_000_000_00,
      },
      now,
    );
    await floatTill(t, till, vault.glAccountId, now);
  }
}

/** The Lagos teller's session of the processing date, open, with a few cash transactions. */
async function seedTellerDay(t: TenantTx, branchId: string, now: Date) {
  const teller = await findUserByUsername(t, 'teller');
  const head = await findUserByUsername(t, 'headteller');
  if (!teller || !head) return;
  const prefix = (await listBranches(t, [branchId]))[0]?.code.slice(0, 3).toUpperCase();
  const till = await t.trx
    .selectFrom('till')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', `${prefix}-T01`)
    .executeTakeFirst();
  if (!till) return;
  const sessionId = await assignSession(t, head, { tillId: till.id, tellerId: teller.id }, now);
  await openSession(t, teller, sessionId, count(TILL_FLOAT_KOBO), now);
  const accounts = await t.trx
    .selectFrom('deposit_account')
    .select(['id'])
    .where('tenant_id', '=', t.tenantId)
    .where('branch_id', '=', branchId)
    .where('status', '=', 'ACTIVE')
    .orderBy('account_number')
    .limit(3)
    .execute();
  const party = { partyName: 'Bola Ahmed', partyPhone: '08031234567' };
  for (const [index, account] of accounts.entries()) {
    const amountKobo = (index + 1) * 25_000_00;
    const request = {
      ...party,
      accountId: account.id,
      amountKobo,
      denominations: count(amountKobo),
    };
    await cashDeposit(t, teller, request, now);
    if (index === 0) {
      const out = 10_000_00;
      await cashWithdrawal(
        t,
        teller,
        { ...request, amountKobo: out, denominations: count(out) },
        now,
      );
    }
  }
}

/**
 * A vault and two tills in each branch of the demo tenant, funded from head office vault cash
 * through the ledger, and the Lagos teller's open session with a few deposits and a withdrawal.
 */
export async function seedDemoTills(t: TenantTx, tenant: DemoTenant, ctx: DemoSeedContext) {
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('till_vault')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  if (existing) return;
  const { vault: headOfficeVault } = await cashParents(t);
  const branches = await listBranches(t, null);
  for (const branch of branches) await seedBranch(t, branch, headOfficeVault.id, ctx.now);
  const lagos = branches.find((branch) => branch.id === `${tenant.id}-lagos`);
  if (lagos) await seedTellerDay(t, lagos.id, ctx.now);
}
