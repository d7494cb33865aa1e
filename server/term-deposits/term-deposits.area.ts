import type { Area } from '../area';
import { termDepositsMigration } from './migrations/0040-term-deposits.migration';
import { termDepositTenantsMigration } from './migrations/0041-term-deposit-tenants.migration';
import { TERM_DEPOSIT_PREVIEW_ERRORS } from './term-deposit-preview.errors';
import { termDepositPreviewHandlers } from './term-deposit-preview.handlers';
import { startTermDepositWorker } from './term-deposit-worker';
import {
  TERM_DEPOSIT_BOOKING_APPROVAL,
  TERM_DEPOSIT_LIQUIDATION_APPROVAL,
} from './term-deposits.approvals';
import { TERM_DEPOSITS_CHART } from './term-deposits.chart';
import { TERM_DEPOSITS_CONFIG } from './term-deposits.config';
import { TERM_DEPOSIT_EOD_STEPS } from './term-deposits.eod';
import { TERM_DEPOSIT_ERRORS } from './term-deposits.errors';
import { termDepositHandlers } from './term-deposits.handlers';
import { seedDemoTermProducts } from './term-deposits.seed';
import { seedDemoTermDeposits } from './term-deposits-demo.seed';
import { TERM_PRODUCT_ERRORS } from './term-products.errors';
import { termProductHandlers } from './term-products.handlers';

/**
 * Term (fixed) deposits: products with rate charts, bookings funded from an account or by cash,
 * interest accrued daily, maturity instructions, early liquidation, liens and certificates.
 */
export const termDepositsArea: Area = {
  name: 'Term deposits',
  errors: { ...TERM_PRODUCT_ERRORS, ...TERM_DEPOSIT_ERRORS, ...TERM_DEPOSIT_PREVIEW_ERRORS },
  gl: TERM_DEPOSITS_CHART,
  handlers: { ...termProductHandlers, ...termDepositHandlers, ...termDepositPreviewHandlers },
  approvalTypes: [TERM_DEPOSIT_BOOKING_APPROVAL, TERM_DEPOSIT_LIQUIDATION_APPROVAL],
  migrations: [termDepositsMigration, termDepositTenantsMigration],
  config: [TERM_DEPOSITS_CONFIG],
  async seedDemo(t, tenant, ctx) {
    await seedDemoTermProducts(t, tenant, ctx);
    await seedDemoTermDeposits(t, tenant, ctx);
  },
  closeOfBusiness: TERM_DEPOSIT_EOD_STEPS,
  background: startTermDepositWorker,
};
