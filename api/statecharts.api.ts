import { type Api, call } from './client';
import type { components } from './schema.gen';

export type StatechartRecord = components['schemas']['StatechartRecord'];
export type StatechartHistoryEntry = components['schemas']['StatechartHistoryEntry'];

/** A record's state on its chart and its history of transitions (a NIP transfer by reference too). */
export function getStatechartRecord(
  api: Api,
  chart: string,
  id: string,
): Promise<StatechartRecord> {
  return call(
    api.http.GET('/statecharts/{chart}/records/{id}', { params: { path: { chart, id } } }),
  );
}
