import type { Area } from '../area';
import { authHandlers } from './auth.handlers';

export const authArea: Area = { name: 'Sign-in and sessions', handlers: authHandlers };
