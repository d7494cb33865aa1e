import * as auth from '../../auth.api';
import { any, type CallRow } from './call-rows';

/** The auth module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  login: [
    (api) => auth.login(api, { tenantId: 'demo', username: 'a', password: 'b' }),
    'POST',
    '/api/auth/login',
  ],
  logout: [(api) => auth.logout(api), 'POST', '/api/auth/logout'],
  changePassword: [(api) => auth.changePassword(api, any), 'POST', '/api/auth/change-password'],
  getMe: [(api) => auth.getMe(api), 'GET', '/api/auth/me'],
};
