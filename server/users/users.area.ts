import type { Area } from '../area';
import { USERS_ERRORS } from './users.errors';
import { userHandlers } from './users.handlers';
import { seedDemoUsers } from './users.seed';

export const usersArea: Area = {
  name: 'Users',
  errors: USERS_ERRORS,
  handlers: userHandlers,
  seedDemo: seedDemoUsers,
};
