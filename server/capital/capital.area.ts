import type { Area } from '../area';
import { CAPITAL_ERRORS } from './capital.errors';
import { capitalHandlers } from './capital.handlers';

/**
 * The bank's capital: its equity accounts, their movements and the capital injections waiting
 * for approval. An injection is a manual journal (journals area), approved in its flow.
 */
export const capitalArea: Area = {
  name: 'Finance: capital',
  errors: CAPITAL_ERRORS,
  handlers: capitalHandlers,
};
