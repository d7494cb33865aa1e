import * as statecharts from '../../statecharts.api';
import type { CallRow } from './call-rows';

/** The statecharts module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getStatechartRecord: [
    (api) => statecharts.getStatechartRecord(api, 'loan', 'l-1'),
    'GET',
    '/api/statecharts/loan/records/l-1',
  ],
};
