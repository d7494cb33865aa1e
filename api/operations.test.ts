import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../tests/contract/openapi-doc';
import { type CallRow, KEY } from './testing/calls/call-rows';
import { SERVER_LICENSE, SERVER_USER } from './testing/fixtures';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

/** Every area module's rows (api/testing/calls/<module>.calls.ts), and the modules themselves. */
const CALLS: Record<string, Row> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, Row>>('./testing/calls/*.calls.ts', {
      eager: true,
      import: 'CALLS',
    }),
  ),
);
const MODULES = Object.values(import.meta.glob<object>('./*.api.ts', { eager: true }));

type Row = CallRow;

/**
 * Operations of the contract that no screen calls yet, so no area module wraps them: each is
 * called through the generated client directly, which still proves its path, method and
 * parameters type-check against openapi.yaml. A screen that needs one adds its area module and
 * moves the row to CALLS.
 */
const CONTRACT_ONLY: Record<string, Row> = {};

const ROWS: Record<string, Row> = { ...CALLS, ...CONTRACT_ONLY };

function answerFor(path: string): unknown {
  if (path.endsWith('/branches')) return [];
  if (path.endsWith('/auth/me')) return SERVER_USER;
  if (path.endsWith('/auth/login'))
    return { token: 't', tenantId: 'demo', expiresAt: '2026-11-21T17:00:00Z', user: SERVER_USER };
  if (path.endsWith('/admin/license')) return SERVER_LICENSE;
  return { items: [] };
}

const contractOperations = listOperations(loadContract());
const moneyMoving = new Set(
  contractOperations
    .filter(({ operation }) =>
      JSON.stringify(operation.parameters ?? []).includes('IdempotencyKey'),
    )
    .map(({ name }) => name),
);

describe('every contract operation is called with its method, path and key', () => {
  it('covers exactly the operations of openapi.yaml, each once', () => {
    expect(Object.keys(ROWS).sort()).toEqual(contractOperations.map(({ name }) => name).sort());
    const both = Object.keys(CALLS).filter((operationId) => operationId in CONTRACT_ONLY);
    expect(both).toEqual([]);
  });

  it("names each area module's call after its operationId", () => {
    const exported = new Set(MODULES.flatMap((module) => Object.keys(module)));
    const unnamed = Object.keys(CALLS).filter((operationId) => !exported.has(operationId));
    expect(unnamed).toEqual([]);
  });

  it('calls through the client directly only what no area module wraps', () => {
    const exported = new Set(MODULES.flatMap((module) => Object.keys(module)));
    const wrapped = Object.keys(CONTRACT_ONLY).filter((operationId) => exported.has(operationId));
    expect(wrapped).toEqual([]);
  });

  it.each(contractOperations.map(({ name, method, path }) => [name, method, path] as const))(
    '%s sends %s %s',
    async (operationId, method, path) => {
      const row = ROWS[operationId];
      if (!row) throw new Error(`No call for ${operationId}`);
      const [invoke, expectedMethod, expectedPath] = row;
      const { api, recorder } = testApi((request) => jsonResponse(answerFor(request.url.pathname)));
      await invoke(api);
      const sent = recorder.last();
      expect(sent.method).toBe(expectedMethod);
      expect(sent.method).toBe(method.toUpperCase());
      expect(sent.url.pathname).toBe(expectedPath);
      expect(`/api${path}`.replace(/\{[^}]+\}/g, '[^/]+')).toSatisfy((pattern: string) =>
        new RegExp(`^${pattern}$`).test(sent.url.pathname),
      );
      expect(sent.headers.get('Idempotency-Key')).toBe(moneyMoving.has(operationId) ? KEY : null);
    },
  );
});
