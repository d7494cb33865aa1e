import * as dashboard from '../../dashboard.api';
import type { CallRow } from './call-rows';

/** The dashboard's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listDashboardTiles: [(api) => dashboard.listDashboardTiles(api), 'GET', '/api/dashboard/tiles'],
  getDashboardTile: [
    (api) => dashboard.getDashboardTile(api, 'teller-till'),
    'GET',
    '/api/dashboard/tiles/teller-till',
  ],
};
