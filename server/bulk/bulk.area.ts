import type { Area } from '../area';
import { BULK_ERRORS } from './bulk.errors';

/**
 * Bulk uploads serve no operation of their own: each area's bulk operation reads its rows through
 * `runBulk`. The codes a whole upload is refused for are the same everywhere, so they are here.
 */
export const bulkArea: Area = { name: 'Bulk uploads', errors: BULK_ERRORS };
