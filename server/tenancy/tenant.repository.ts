import type { Selectable } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { TenantTx } from '../db/tenant-scope';
import type { TenantTable } from './tenant.table';

export interface Tenant {
  id: string;
  name: string;
  status: string;
  processingDate: string;
  bankCode: string;
}

export function rowToTenant(row: Selectable<TenantTable>): Tenant {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    processingDate: row.processing_date,
    bankCode: row.bank_code,
  };
}

/** The tenant of the handle, or null when no such tenant exists. */
export async function findTenant(t: TenantTx): Promise<Tenant | null> {
  const [row] = (await tenantRow(t, {})).rows;
  return row ? rowToTenant(row) : null;
}

const tenantRow = preparedQuery((trx, _: object, tenantId) =>
  trx.selectFrom('tenant').selectAll().where('id', '=', tenantId),
);

export async function insertTenant(
  t: TenantTx,
  tenant: Omit<Tenant, 'id'>,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('tenant')
    .values({
      id: t.tenantId,
      name: tenant.name,
      status: tenant.status,
      processing_date: tenant.processingDate,
      bank_code: tenant.bankCode,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The tenant's processing date (YYYY-MM-DD): the business day postings are dated with. */
export async function tenantProcessingDate(t: TenantTx): Promise<string> {
  const tenant = await findTenant(t);
  if (!tenant) throw new Error(`Tenant ${t.tenantId} is missing.`);
  return tenant.processingDate;
}
