import type { AuditLogTable } from '../audit/audit-log.table';
import type { AuthSessionTable } from '../auth/auth-session.table';
import type { BranchTable } from '../branches/branch.table';
import type { ConfigEntryTable } from '../config/config-entry.table';
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
}
