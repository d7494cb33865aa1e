import { type ApiOptions, createApi } from '../client';
import { type Handler, jsonResponse, recordingFetch } from './recording-fetch';

/** A client on a recording fetch, answering `{ items: [] }` unless told otherwise. */
export function testApi(
  handler: Handler = () => jsonResponse({ items: [] }),
  options: Omit<ApiOptions, 'fetch'> = {},
) {
  const recorder = recordingFetch(handler);
  const api = createApi({ fetch: recorder.fetch, baseUrl: 'http://localhost/api', ...options });
  return { api, recorder, query: () => Object.fromEntries(recorder.last().url.searchParams) };
}
