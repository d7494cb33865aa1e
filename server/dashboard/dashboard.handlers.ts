import { laterArea } from '../area';

/** The dashboard's operations (being built: they answer 501 until they land). */
export const dashboardHandlers = laterArea('Dashboard', [
  'listDashboardTiles',
  'getDashboardTile',
]).handlers;
