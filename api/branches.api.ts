import { type Api, call } from './client';
import type { components } from './schema.gen';

export type Branch = components['schemas']['Branch'];

/** Branches keyed by `id`; an older server's `_id` is read as the id (SPEC.md 3). */
export async function listBranches(api: Api): Promise<Branch[]> {
  const branches = await call(api.http.GET('/branches'));
  return branches.map((branch) => {
    const { _id, ...rest } = branch as Branch & { _id?: string };
    return { ...rest, id: branch.id ?? _id };
  });
}

export function createBranch(
  api: Api,
  body: components['schemas']['BranchCreateRequest'],
): Promise<Branch> {
  return call(api.http.POST('/branches', { body }));
}

export function updateBranch(
  api: Api,
  id: string,
  body: components['schemas']['BranchUpdateRequest'],
): Promise<Branch> {
  return call(api.http.PUT('/branches/{id}', { params: { path: { id } }, body }));
}
