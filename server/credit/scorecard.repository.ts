import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { ScorecardDefinition } from '../../policies/credit-score';
import type { TenantTx } from '../db/tenant-scope';
import type { CreditScorecardTable } from './credit.table';
import './credit.table';

type Schemas = components['schemas'];

export type ScorecardView = Schemas['Scorecard'];

/** A stored version, with the definition the scoring policy reads. */
export interface StoredScorecard {
  readonly id: string;
  readonly version: number;
  readonly definition: ScorecardDefinition;
  readonly createdBy: string;
  readonly createdAt: string;
}

/** The versions a list answers, newest first. */
const SCORECARD_VERSIONS_LISTED = 100;

function rowToScorecard(row: Selectable<CreditScorecardTable>): StoredScorecard {
  const { characteristics, cutoffs } = JSON.parse(row.definition) as ScorecardDefinition;
  return {
    id: row.id,
    version: Number(row.version),
    definition: { name: row.name, characteristics, cutoffs },
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

function query(t: TenantTx) {
  return t.trx.selectFrom('credit_scorecard').selectAll().where('tenant_id', '=', t.tenantId);
}

/** The newest version, which new scores use; null before the first is saved. */
export async function currentScorecard(t: TenantTx): Promise<StoredScorecard | null> {
  const row = await query(t).orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row ? rowToScorecard(row) : null;
}

export async function listScorecards(t: TenantTx): Promise<StoredScorecard[]> {
  const rows = await query(t).orderBy('version', 'desc').limit(SCORECARD_VERSIONS_LISTED).execute();
  return rows.map(rowToScorecard);
}

/**
 * Stores the next version. The unique (tenant, version) key makes two saves at the same moment
 * fail one of them rather than share a number.
 */
export async function insertScorecard(t: TenantTx, card: StoredScorecard): Promise<void> {
  const { name, characteristics, cutoffs } = card.definition;
  await t.trx
    .insertInto('credit_scorecard')
    .values({
      id: card.id,
      tenant_id: t.tenantId,
      version: card.version,
      name,
      definition: JSON.stringify({ characteristics, cutoffs }),
      created_by: card.createdBy,
      created_at: card.createdAt,
    })
    .execute();
}
