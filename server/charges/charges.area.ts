import type { Area } from '../area';
import { CHARGES_CHART } from './charges.chart';
import { CHARGES_ERRORS } from './charges.errors';
import { chargeHandlers } from './charges.handlers';
import { seedDemoCharges } from './charges.seed';
import { chargesMigration } from './migrations/0008-charges.migration';

/** The tenant's tariff of charges (fees) that products levy on their events. */
export const chargesArea: Area = {
  name: 'Charges',
  errors: CHARGES_ERRORS,
  gl: CHARGES_CHART,
  handlers: chargeHandlers,
  migrations: [chargesMigration],
  seedDemo: (t, _tenant, ctx) => seedDemoCharges(t, ctx.now),
};
