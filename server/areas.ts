import { approvalsArea } from './approvals/approvals.area';
import { type Area, handlersOf } from './area';
import { installAreas } from './area-catalogue';
import { assetsArea } from './assets/assets.area';
import { auditArea } from './audit/audit.area';
import { authArea } from './auth/auth.area';
import { banksArea } from './banks/banks.area';
import { branchesArea } from './branches/branches.area';
import { budgetsArea } from './budgets/budgets.area';
import { bulkArea } from './bulk/bulk.area';
import { capitalArea } from './capital/capital.area';
import { chargesArea } from './charges/charges.area';
import { configArea } from './config/config.area';
import { creditArea } from './credit/credit.area';
import { customerDocumentsArea } from './customer-documents/customer-documents.area';
import { customersArea } from './customers/customers.area';
import { dashboardArea } from './dashboard/dashboard.area';
import { depositProductsArea } from './deposit-products/deposit-products.area';
import { depositsArea } from './deposits/deposits.area';
import { eodArea } from './eod/eod.area';
import { expensesArea } from './expenses/expenses.area';
import { glArea } from './gl/gl.area';
import { healthArea } from './health/health.area';
import type { Handlers } from './http/operation';
import { idempotencyArea } from './idempotency/idempotency.area';
import { identityChecksArea } from './identity-checks/identity-checks.area';
import { integrationsArea } from './integrations/integrations.area';
import { journalsArea } from './journals/journals.area';
import { ledgerArea } from './ledger/ledger.area';
import { licenseArea } from './license/license.area';
import { loansArea } from './loans/loans.area';
import { messagingArea } from './messaging/messaging.area';
import { nipInwardArea } from './nip-inward/nip-inward.area';
import { nipReconArea } from './nip-recon/nip-recon.area';
import { nipTransfersArea } from './nip-transfers/nip-transfers.area';
import { reportsArea } from './reports/reports.area';
import { rolesArea } from './roles/roles.area';
import { statechartsArea } from './statecharts/statecharts.area';
import { tenancyArea } from './tenancy/tenancy.area';
import { termDepositsArea } from './term-deposits/term-deposits.area';
import { tillsArea } from './tills/tills.area';
import { transfersArea } from './transfers/transfers.area';
import { usersArea } from './users/users.area';

/**
 * Every area of the server, once. The handler map, the migrations and the demo seed are derived
 * from this list; an area's demo seed runs after those of the areas above it.
 */
export const AREAS: readonly Area[] = [
  healthArea,
  tenancyArea,
  authArea,
  licenseArea,
  branchesArea,
  configArea,
  usersArea,
  rolesArea,
  auditArea,
  idempotencyArea,
  bulkArea,
  ledgerArea,
  glArea,
  journalsArea,
  customersArea,
  chargesArea,
  depositProductsArea,
  depositsArea,
  // After the customers and the deposits: its demo files go to the holders of the first accounts.
  customerDocumentsArea,
  transfersArea,
  banksArea,
  loansArea,
  approvalsArea,
  // After the loans and the approval flows: its demo applications need products and a flow.
  creditArea,
  integrationsArea,
  // After the customers: its demo checks are of the demo customers.
  identityChecksArea,
  nipTransfersArea,
  nipInwardArea,
  nipReconArea,
  // After the deposits, the approval flows and the users: its demo day takes cash into accounts.
  tillsArea,
  // The finance areas after the tills: their demo actuals come from the demo days' postings.
  assetsArea,
  expensesArea,
  budgetsArea,
  capitalArea,
  // After the tills and the approval flows: its demo deposits are funded from accounts and by cash.
  termDepositsArea,
  // After the areas whose events it turns into alerts; its demo sends go to the demo's customers.
  messagingArea,
  // Last: they read what every area above keeps (the steps of a close of business, reports, tiles).
  eodArea,
  reportsArea,
  dashboardArea,
  statechartsArea,
];

installAreas(AREAS);

/** Every area that brings routes outside the contract or background work. */
export const AREAS_WITH_ROUTES = AREAS.filter((area) => area.routes);
export const AREAS_WITH_BACKGROUND = AREAS.filter((area) => area.background);

/** Every operation's handler, by operationId; building it fails if two areas claim one. */
export function allHandlers(): Handlers {
  return handlersOf(AREAS) as Handlers;
}
