import type { User, UserQuery } from '../../../api/users.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import {
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import type { SortValue } from '../../components/list-page/sort-rows';

/** The longest search text; the search box allows no more. */
export const USER_SEARCH_MAX_LENGTH = 120;

export type UserFilter = 'q' | 'status';

/** The Users list in the address bar: `/admin/users?q=ada&status=DISABLED&page=2`. */
export const USER_LIST: ListSpec<UserFilter> = {
  filters: { q: textFilter(USER_SEARCH_MAX_LENGTH), status: oneOfFilter(['ACTIVE', 'DISABLED']) },
  sortKeys: ['name', 'email', 'branch', 'status', 'lastSignIn'],
};

/** The call's query for the list the address asks for. */
export function userQuery(state: ListState<UserFilter>): UserQuery {
  return { ...state.filters, page: state.page, pageSize: DEFAULT_PAGE_SIZE } as UserQuery;
}

/** What each column sorts a user by; the branch by its name as shown. */
export function userSortValue(
  user: User,
  key: string,
  branchName: (id: string | null) => string,
): SortValue {
  switch (key) {
    case 'name':
      return user.fullName;
    case 'email':
      return user.email;
    case 'branch':
      return branchName(user.branchId);
    case 'status':
      return user.status;
    case 'lastSignIn':
      return user.lastLoginAt;
    default:
      return null;
  }
}
