import type { Api } from '../../client';

/**
 * One row of api/operations.test.ts: the area module's typed call, the method and the path it
 * must send. Each area keeps its rows in `<module>.calls.ts` beside this file, so adding an area
 * adds a file here and edits no shared list.
 */
export type CallRow = [(api: Api) => Promise<unknown>, string, string];

/** The Idempotency-Key every money call is made with. */
export const KEY = 'idem-7f3c2a9e';

/** Bodies are not validated by the client; the shapes here only need to type-check. */
export const any = {} as never;
