import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type UserQuery = NonNullable<operations['listUsers']['parameters']['query']>;
export type RoleCatalogueEntry = Schemas['RoleCatalogueEntry'];

export function listUsers(api: Api, query: UserQuery = {}): Promise<Schemas['UserPage']> {
  return call(api.http.GET('/users', { params: { query: dropEmptyFilters(query) } }));
}

/** The answer holds the one-time temporary password, shown to the administrator once. */
export function createUser(
  api: Api,
  body: Schemas['UserCreateRequest'],
): Promise<Schemas['UserCreated']> {
  return call(api.http.POST('/users', { body }));
}

export function getUser(api: Api, id: string): Promise<User> {
  return call(api.http.GET('/users/{id}', { params: { path: { id } } }));
}

export function updateUser(
  api: Api,
  id: string,
  body: Schemas['UserUpdateRequest'],
): Promise<User> {
  return call(api.http.PUT('/users/{id}', { params: { path: { id } }, body }));
}

export function disableUser(api: Api, id: string): Promise<User> {
  return call(api.http.POST('/users/{id}/disable', { params: { path: { id } } }));
}

export function enableUser(api: Api, id: string): Promise<User> {
  return call(api.http.POST('/users/{id}/enable', { params: { path: { id } } }));
}

export function resetUserPassword(api: Api, id: string): Promise<Schemas['TemporaryPassword']> {
  return call(api.http.POST('/users/{id}/reset-password', { params: { path: { id } } }));
}

export async function listRoles(api: Api): Promise<RoleCatalogueEntry[]> {
  return (await call(api.http.GET('/roles'))).items;
}
