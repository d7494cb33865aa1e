import * as users from '../../users.api';
import { any, type CallRow } from './call-rows';

/** The users module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listUsers: [(api) => users.listUsers(api), 'GET', '/api/users'],
  createUser: [(api) => users.createUser(api, any), 'POST', '/api/users'],
  getUser: [(api) => users.getUser(api, 'u-1'), 'GET', '/api/users/u-1'],
  updateUser: [(api) => users.updateUser(api, 'u-1', any), 'PUT', '/api/users/u-1'],
  disableUser: [(api) => users.disableUser(api, 'u-1'), 'POST', '/api/users/u-1/disable'],
  enableUser: [(api) => users.enableUser(api, 'u-1'), 'POST', '/api/users/u-1/enable'],
  resetUserPassword: [
    (api) => users.resetUserPassword(api, 'u-1'),
    'POST',
    '/api/users/u-1/reset-password',
  ],
  listRoles: [(api) => users.listRoles(api), 'GET', '/api/roles'],
};
