import { describe, expect, it } from 'vitest';
import { flowBody, flowDraft, newBand } from './flow-draft';
import { inboxQuery } from './inbox-list';

describe('the approval flow draft', () => {
  it('reads naira into kobo and leaves a blank upper limit open', () => {
    const draft = {
      ...flowDraft(null, 'MANUAL_JOURNAL'),
      name: ' Journals ',
      bands: [{ ...newBand(), from: '1,000,000', to: '' }],
    };
    const { body } = flowBody(draft);
    expect(body).toEqual({
      name: 'Journals',
      operationType: 'MANUAL_JOURNAL',
      bands: [
        {
          fromKobo: 100_000_000,
          toKobo: null,
          levels: 1,
          approvers: [{ roles: [], permissions: ['txn.approve.level1'] }],
          sameBranch: false,
        },
      ],
      expiryHours: 24,
      status: 'ACTIVE',
    });
  });

  it('names each field that needs attention', () => {
    const band = { ...newBand(), from: 'abc', to: '5', levels: 2 as const };
    const { errors } = flowBody({ ...flowDraft(null), expiryHours: '0', bands: [band] });
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      'body.bands.0.approvers.1',
      'body.bands.0.fromKobo',
      'body.expiryHours',
      'body.name',
    ]);
  });

  it('turns a saved flow back into the same body', () => {
    const flow = {
      id: 'f-1',
      name: 'NIP',
      operationType: 'NIP_TRANSFER' as const,
      bands: [
        {
          fromKobo: 50_000_00,
          toKobo: 500_000_00,
          levels: 2 as const,
          approvers: [
            { roles: ['MANAGER_APPROVER' as const], permissions: [] },
            { roles: [], permissions: ['txn.approve.level2' as const] },
          ],
          sameBranch: true,
        },
      ],
      expiryHours: 12,
      status: 'INACTIVE' as const,
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const { updatedAt: _, ...saved } = flow;
    expect(flowBody(flowDraft(flow)).body).toEqual(saved);
  });
});

describe('the inbox query', () => {
  const state = (filters: Record<string, string>) => ({ filters, sort: null, page: 1 });

  it('shows NIP transfers awaiting me by default on the NIP route, every type on the inbox', () => {
    expect(inboxQuery(state({}), 'NIP_TRANSFER')).toEqual({
      page: 1,
      awaitingMe: true,
      type: 'NIP_TRANSFER',
    });
    expect(inboxQuery(state({}), 'ALL')).toEqual({ page: 1, awaitingMe: true });
  });

  it('shows every type and every request when asked', () => {
    expect(inboxQuery(state({ type: 'ALL', show: 'ALL', status: 'REJECTED' }), 'ALL')).toEqual({
      page: 1,
      status: 'REJECTED',
    });
  });

  it('shows the maker their own requests of one type', () => {
    expect(inboxQuery(state({ show: 'MINE', type: 'LOAN_APPROVAL' }), 'ALL')).toEqual({
      page: 1,
      mine: true,
      type: 'LOAN_APPROVAL',
    });
  });
});
