import type { CloseOfBusinessStep } from './close-of-business-step';

/**
 * The last step: the tenant's processing date moves to the next day, guarded by the date the run
 * closed, so it moves once however often the batch is tried.
 */
export const advanceDateStep: CloseOfBusinessStep = {
  name: 'ADVANCE_DATE',
  async plan(_t, day) {
    return [{ fromKey: day.processingDate, toKey: day.nextDate, itemCount: 1 }];
  },
  async run(t, day) {
    const result = await t.trx
      .updateTable('tenant')
      .set({ processing_date: day.nextDate })
      .where('id', '=', t.tenantId)
      .where('processing_date', '=', day.processingDate)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new Error('The processing date is no longer the date this close of business closes.');
    }
    return 1;
  },
};
