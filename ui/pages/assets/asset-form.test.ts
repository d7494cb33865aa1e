import { describe, expect, it } from 'vitest';
import { emptyAssetDraft, readAssetForm, scheduleInputOfDraft } from './asset-form';

const today = '2026-11-27';
const filled = {
  ...emptyAssetDraft(today, 'LAG-HO'),
  tag: 'FA-0101',
  name: 'Executive desk',
  category: 'Furniture',
  cost: '1,200,000.00',
  salvage: '0',
  depreciationStartDate: '2026-11-30',
  totalDepreciations: '12',
};

describe('readAssetForm', () => {
  it('reads a filled form into the registration in kobo', () => {
    const { body, problems } = readAssetForm(filled, today);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      costKobo: 120_000_000,
      salvageValueKobo: 0,
      totalDepreciations: 12,
    });
  });

  it('refuses, as the server does, terms the schedule cannot be drawn from', () => {
    const wdv = readAssetForm({ ...filled, method: 'WRITTEN_DOWN_VALUE' }, today);
    expect(wdv.body).toBeNull();
    expect(wdv.problems.salvage).toBe('Without a salvage value, written down value needs a rate.');
    expect(scheduleInputOfDraft({ ...filled, method: 'WRITTEN_DOWN_VALUE' })).toBeNull();
    const yearly = readAssetForm({ ...filled, frequencyMonths: '24' }, today);
    expect(Object.keys(yearly.problems)).toEqual(['frequencyMonths']);
  });

  it('names each field that stops it', () => {
    const { body, problems } = readAssetForm(
      {
        ...filled,
        tag: ' ',
        salvage: '1,200,000',
        acquisitionDate: '2026-12-01',
        totalDepreciations: '0',
      },
      today,
    );
    expect(body).toBeNull();
    expect(Object.keys(problems).sort()).toEqual([
      'acquisitionDate',
      'availableForUseDate',
      'salvage',
      'tag',
      'totalDepreciations',
    ]);
  });

  it('draws no schedule until the figures it needs can be read', () => {
    expect(scheduleInputOfDraft({ ...filled, cost: '' })).toBeNull();
    expect(scheduleInputOfDraft(filled)).toMatchObject({
      costKobo: 120_000_000,
      totalDepreciations: 12,
    });
  });
});
