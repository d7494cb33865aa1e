import type { Area } from '../area';
import { nipInwardMigration } from './migrations/0016-nip-inward.migration';
import { NIP_INWARD_CHART } from './nip-inward.chart';
import { nipInwardRoutes } from './nip-inward.routes';

/** Inward NIP transfers: the switch's name enquiries and credits to our customers' accounts. */
export const nipInwardArea: Area = {
  name: 'NIP inward transfers',
  gl: NIP_INWARD_CHART,
  migrations: [nipInwardMigration],
  routes: nipInwardRoutes,
};
