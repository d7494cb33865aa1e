import type { Area } from '../area';
import { userHandlers } from './users.handlers';
import { seedDemoUsers } from './users.seed';

export const usersArea: Area = { name: 'Users', handlers: userHandlers, seedDemo: seedDemoUsers };
