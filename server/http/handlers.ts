import { auditHandlers } from '../audit/audit.handlers';
import { authHandlers } from '../auth/auth.handlers';
import { branchHandlers } from '../branches/branches.handlers';
import { configHandlers } from '../config/config.handlers';
import { customerHandlers } from '../customers/customers.handlers';
import { accountHandlers } from '../deposits/accounts.handlers';
import { chargeHandlers } from '../deposits/charges.handlers';
import { holdHandlers } from '../deposits/holds.handlers';
import { productHandlers } from '../deposits/products.handlers';
import { statementHandlers } from '../deposits/statement.handlers';
import { transferHandlers } from '../deposits/transfers.handlers';
import { glHandlers } from '../gl/gl.handlers';
import { healthHandlers } from '../health/health.handlers';
import { journalHandlers } from '../ledger/journal.handlers';
import { licenseHandlers } from '../license/license.handlers';
import { roleHandlers } from '../roles/roles.handlers';
import { userHandlers } from '../users/users.handlers';
import { laterHandlers } from './not-implemented';
import type { Handlers } from './operation';

/** Every operation's handler, by operationId. */
export function allHandlers(): Handlers {
  return {
    ...healthHandlers,
    ...authHandlers,
    ...licenseHandlers,
    ...branchHandlers,
    ...configHandlers,
    ...userHandlers,
    ...roleHandlers,
    ...auditHandlers,
    ...glHandlers,
    ...customerHandlers,
    ...chargeHandlers,
    ...productHandlers,
    ...accountHandlers,
    ...holdHandlers,
    ...statementHandlers,
    ...transferHandlers,
    ...journalHandlers,
    ...laterHandlers(),
  };
}
