import type { LicenseView } from '../license/license-status';
import type { Tenant } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';

/** The signed-in caller of a request: tenant, user, session and the tenant's license. */
export interface Principal {
  readonly tenant: Tenant;
  readonly user: UserRecord;
  readonly jti: string;
  readonly license: LicenseView;
}
