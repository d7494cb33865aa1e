import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type EodChecks = Schemas['EodChecks'];
export type EodCheck = Schemas['EodCheck'];
export type EodRun = Schemas['EodRun'];
export type EodRunList = Schemas['EodRunList'];
export type EodStep = Schemas['EodStep'];
export type EodStepName = Schemas['EodStepName'];
export type EodRunStatus = Schemas['EodRunStatus'];

const path = (id: string) => ({ params: { path: { id } } });

export function getEodChecks(api: Api): Promise<EodChecks> {
  return call(api.http.GET('/eod/checks'));
}

export function listEodRuns(api: Api, page = 1, pageSize = 20): Promise<EodRunList> {
  return call(api.http.GET('/eod/runs', { params: { query: { page, pageSize } } }));
}

export function startEodRun(api: Api, acknowledgeWarnings: boolean): Promise<EodRun> {
  return call(api.http.POST('/eod/runs', { body: { acknowledgeWarnings } }));
}

export function getEodRun(api: Api, id: string): Promise<EodRun> {
  return call(api.http.GET('/eod/runs/{id}', path(id)));
}

export function resumeEodRun(api: Api, id: string): Promise<EodRun> {
  return call(api.http.POST('/eod/runs/{id}/resume', path(id)));
}
