import { describe, expect, it } from 'vitest';
import type { GlMapping } from '../../../api/glmap.api';
import { byProductThenEvent, GL_EVENTS } from './gl-events';

const mapping = (id: string, productId: string | null, event: GlMapping['event']): GlMapping => ({
  id,
  productId,
  event,
  debitAccountId: 'd',
  creditAccountId: 'c',
});

describe('GL events', () => {
  it('lists every event of the contract once', () => {
    expect(GL_EVENTS).toHaveLength(31);
    expect(new Set(GL_EVENTS).size).toBe(GL_EVENTS.length);
  });

  it('orders tenant-wide mappings first, then by product and event', () => {
    const sorted = [
      mapping('1', 'p-2', 'FEE'),
      mapping('2', null, 'WITHDRAWAL'),
      mapping('3', 'p-1', 'DEPOSIT'),
      mapping('4', null, 'DEPOSIT'),
    ].sort(byProductThenEvent);
    expect(sorted.map((item) => item.id)).toEqual(['4', '2', '3', '1']);
  });
});
