import type { Area } from '../area';
import { IDEMPOTENCY_ERRORS } from './idempotency.errors';
import { idempotencyKeyOwnerMigration } from './migrations/0010-idempotency-key-owner.migration';

/**
 * The keys of money calls: every request claims them (server/request/idempotency.service.ts);
 * this area brings their schema steps and their error codes.
 */
export const idempotencyArea: Area = {
  name: 'Idempotency keys',
  errors: IDEMPOTENCY_ERRORS,
  migrations: [idempotencyKeyOwnerMigration],
};
