import { describe, expect, it } from 'vitest';
import { bulkCreateAssets } from './assets.api';
import { createBudget } from './budgets.api';
import { createExpense } from './expenses.api';
import { EXPENSE } from './testing/fixtures';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

const BUDGET = {
  id: 'bu-1',
  name: 'Diesel 2027',
  glAccountId: 'gl-5101',
  year: 2027,
  month: null,
  amountKobo: 600_000_000,
  spentKobo: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('finance: a single create may answer wrapped as expense / budget', () => {
  it('unwraps { expense }', async () => {
    const { api } = testApi(() => jsonResponse({ expense: EXPENSE }, 201));
    await expect(createExpense(api, {} as never)).resolves.toEqual(EXPENSE);
  });

  it('takes a bare expense as it is', async () => {
    const { api } = testApi(() => jsonResponse(EXPENSE, 201));
    await expect(createExpense(api, {} as never)).resolves.toEqual(EXPENSE);
  });

  it('unwraps { budget }', async () => {
    const { api } = testApi(() => jsonResponse({ budget: BUDGET }, 201));
    await expect(createBudget(api, {} as never)).resolves.toEqual(BUDGET);
  });

  it('takes a bare budget as it is', async () => {
    const { api } = testApi(() => jsonResponse(BUDGET, 201));
    await expect(createBudget(api, {} as never)).resolves.toEqual(BUDGET);
  });
});

describe('bulk calls answer created, failed, items and errors', () => {
  it('sends the rows as { items } and returns the result as given', async () => {
    const result = {
      created: 1,
      failed: 1,
      items: [{ id: 'fa-1' }],
      errors: [{ index: 1, code: 'validation_failed', message: 'Cost must be positive.' }],
    };
    const { api, recorder } = testApi(() => jsonResponse(result));
    const rows = [{ name: 'Generator' }, { name: 'Safe' }] as never[];
    await expect(bulkCreateAssets(api, rows)).resolves.toEqual(result);
    expect(recorder.last().body).toEqual({ items: rows });
  });
});
