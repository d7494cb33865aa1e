import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type DashboardTileRef = Schemas['DashboardTileRef'];
export type DashboardTile = Schemas['DashboardTile'];
export type DashboardFigure = Schemas['DashboardFigure'];
export type DashboardChart = Schemas['DashboardChart'];

export function listDashboardTiles(api: Api): Promise<Schemas['DashboardTileList']> {
  return call(api.http.GET('/dashboard/tiles'));
}

export function getDashboardTile(api: Api, key: string, branchId?: string): Promise<DashboardTile> {
  return call(
    api.http.GET('/dashboard/tiles/{key}', {
      params: { path: { key }, query: branchId ? { branchId } : {} },
    }),
  );
}
