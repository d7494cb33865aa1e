import type { Area } from '../area';
import { DASHBOARD_ERRORS } from './dashboard.errors';
import { dashboardHandlers } from './dashboard.handlers';

/** The dashboard: each role's figures at a glance, one tile at a time. */
export const dashboardArea: Area = {
  name: 'Dashboard',
  errors: DASHBOARD_ERRORS,
  handlers: dashboardHandlers,
};
