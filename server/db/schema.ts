import type { AuditLogTable } from '../audit/audit-log.table';
import type { AuthSessionTable } from '../auth/auth-session.table';
import type { BranchTable } from '../branches/branch.table';
import type { ConfigEntryTable } from '../config/config-entry.table';
import type { CustomerSearchTokenTable, CustomerTable } from '../customers/customer.table';
import type {
  AccountHoldTable,
  ChargeTable,
  DepositAccountTable,
  DepositProductTable,
} from '../deposits/deposit.table';
import type { GlAccountTable, GlMappingTable } from '../gl/gl.table';
import type { IdempotencyKeyTable } from '../idempotency/idempotency-key.table';
import type {
  GlDailyBalanceTable,
  JournalEntryTable,
  JournalLineTable,
  JournalReversalTable,
  LedgerCounterTable,
} from '../ledger/ledger.table';
import type { TenantTable } from '../tenancy/tenant.table';
import type { UserTable } from '../users/user.table';

/** Every table Kysely knows, by its SQL name. */
export interface DB {
  tenant: TenantTable;
  branch: BranchTable;
  app_user: UserTable;
  auth_session: AuthSessionTable;
  config_entry: ConfigEntryTable;
  audit_log: AuditLogTable;
  gl_account: GlAccountTable;
  gl_mapping: GlMappingTable;
  journal_entry: JournalEntryTable;
  journal_line: JournalLineTable;
  journal_reversal: JournalReversalTable;
  gl_daily_balance: GlDailyBalanceTable;
  ledger_counter: LedgerCounterTable;
  idempotency_key: IdempotencyKeyTable;
  customer: CustomerTable;
  customer_search_token: CustomerSearchTokenTable;
  deposit_product: DepositProductTable;
  charge: ChargeTable;
  deposit_account: DepositAccountTable;
  account_hold: AccountHoldTable;
}
