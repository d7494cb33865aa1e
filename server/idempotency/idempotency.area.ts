import type { Area } from '../area';
import { IDEMPOTENCY_ERRORS } from './idempotency.errors';
import { idempotencyKeyOwnerMigration } from './migrations/0010-idempotency-key-owner.migration';

/** The keys of money calls (the binder claims them); this area brings only their schema steps. */
export const idempotencyArea: Area = {
  name: 'Idempotency keys',
  errors: IDEMPOTENCY_ERRORS,
  migrations: [idempotencyKeyOwnerMigration],
};
