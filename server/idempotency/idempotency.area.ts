import type { Area } from '../area';
import { idempotencyKeyOwnerMigration } from './migrations/0010-idempotency-key-owner.migration';

/** The keys of money calls (the binder claims them); this area brings only their schema steps. */
export const idempotencyArea: Area = {
  name: 'Idempotency keys',
  migrations: [idempotencyKeyOwnerMigration],
};
