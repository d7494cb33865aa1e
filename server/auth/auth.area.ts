import type { Area } from '../area';
import { AUTH_ERRORS } from './auth.errors';
import { authHandlers } from './auth.handlers';

export const authArea: Area = {
  name: 'Sign-in and sessions',
  errors: AUTH_ERRORS,
  handlers: authHandlers,
};
