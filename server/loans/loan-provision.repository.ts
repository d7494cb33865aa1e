import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { type InstalmentRecord, rowToInstalment } from './loan.repository';
import type { LoanProvisionRunTable } from './loan-provision.table';

export type LoanProvisionRunView = components['schemas']['LoanProvisionRun'];

/** An active loan as provisioning sees it: its principal owed and its instalments already due. */
export interface ProvisionedLoan {
  readonly id: string;
  readonly principalOutstandingKobo: number;
  readonly instalmentsDue: InstalmentRecord[];
}

/**
 * Every active loan with the instalments due before `asOf`, in two queries whatever the size of
 * the portfolio. Later instalments are left out: arrears are counted only from instalments
 * already due, so they cannot change a loan's class.
 */
export async function listProvisionedLoans(t: TenantTx, asOf: string): Promise<ProvisionedLoan[]> {
  const loans = await t.trx
    .selectFrom('loan')
    .select(['id', 'principal_outstanding_kobo'])
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .execute();
  const instalments = await t.trx
    .selectFrom('loan_instalment as i')
    .innerJoin('loan as l', (join) =>
      join.onRef('l.id', '=', 'i.loan_id').onRef('l.tenant_id', '=', 'i.tenant_id'),
    )
    .selectAll('i')
    .where('i.tenant_id', '=', t.tenantId)
    .where('l.status', '=', 'ACTIVE')
    .where('i.due_date', '<', asOf)
    .orderBy('i.loan_id')
    .orderBy('i.number')
    .execute();
  const due = new Map<string, InstalmentRecord[]>();
  for (const row of instalments) {
    const list = due.get(row.loan_id) ?? [];
    list.push(rowToInstalment(row));
    due.set(row.loan_id, list);
  }
  return loans.map((row) => ({
    id: row.id,
    principalOutstandingKobo: Number(row.principal_outstanding_kobo),
    instalmentsDue: due.get(row.id) ?? [],
  }));
}

function rowToRun(row: Selectable<LoanProvisionRunTable>): LoanProvisionRunView {
  return {
    id: row.id,
    runDate: row.run_date,
    runNumber: row.run_number,
    loanCount: row.loan_count,
    requiredKobo: Number(row.required_kobo),
    allowanceBeforeKobo: Number(row.allowance_before_kobo),
    postedKobo: Number(row.posted_kobo),
    entryId: row.entry_id,
    entryNumber: row.entry_number,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** How many runs the date already has; the next run takes the number after. */
export async function countRunsOn(t: TenantTx, runDate: string): Promise<number> {
  const row = await t.trx
    .selectFrom('loan_provision_run')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', t.tenantId)
    .where('run_date', '=', runDate)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertRun(t: TenantTx, run: LoanProvisionRunView): Promise<void> {
  await t.trx
    .insertInto('loan_provision_run')
    .values({
      id: run.id,
      tenant_id: t.tenantId,
      run_date: run.runDate,
      run_number: run.runNumber,
      loan_count: run.loanCount,
      required_kobo: run.requiredKobo,
      allowance_before_kobo: run.allowanceBeforeKobo,
      posted_kobo: run.postedKobo,
      entry_id: run.entryId,
      entry_number: run.entryNumber,
      created_by: run.createdBy,
      created_at: run.createdAt,
    })
    .execute();
}

/** Newest first, at most `limit` (the contract allows 500). */
export async function listRuns(t: TenantTx, limit: number): Promise<LoanProvisionRunView[]> {
  const rows = await t.trx
    .selectFrom('loan_provision_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('run_date', 'desc')
    .orderBy('run_number', 'desc')
    .limit(Math.min(limit, 500))
    .execute();
  return rows.map(rowToRun);
}
