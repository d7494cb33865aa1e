import type { AuditSearch } from '../../../api/audit.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import {
  dateFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';

export type AuditFilter = 'username' | 'action' | 'entity' | 'record' | 'outcome' | 'from' | 'to';

const OPERATION = /^[a-z][A-Za-z0-9]{0,63}$/;
const ENTITY = /^[a-z][a-z-]{0,31}$/;

/** The kinds of record the filter offers, as the log names them (policies/audit-changes.ts). */
export const AUDIT_ENTITY_TYPES = [
  'account',
  'approval',
  'auth',
  'branch',
  'config',
  'customer',
  'gl',
  'loan',
  'loan-product',
  'term-deposit',
  'term-deposit-product',
  'till',
  'user',
] as const;

/** The audit log in the address bar: `/admin/audit-log?username=admin&entity=branch&page=2`. */
export const AUDIT_LIST: ListSpec<AuditFilter> = {
  filters: {
    username: textFilter(64),
    action: (raw) => (OPERATION.test(raw.trim()) ? raw.trim() : undefined),
    entity: (raw) => (ENTITY.test(raw.trim()) ? raw.trim() : undefined),
    record: textFilter(128),
    outcome: (raw) => oneOfFilter(['SUCCESS', 'FAILURE'])(raw)?.toLowerCase(),
    from: dateFilter,
    to: dateFilter,
  },
};

/** Lagos is an hour ahead of UTC all year, so a bank day starts at 23:00 UTC the day before. */
const LAGOS_OFFSET = '+01:00';

/** The filters of the address as the search's query (dates as whole bank days in Lagos). */
export function auditSearch(filters: ListState<AuditFilter>['filters']): AuditSearch {
  const { username, action, entity, record, outcome, from, to } = filters;
  return {
    ...(username && { username }),
    ...(action && { operationId: action }),
    ...(entity && { entityType: entity }),
    ...(record && { entityId: record }),
    ...(outcome && { outcome: outcome as 'success' | 'failure' }),
    ...(from && { from: `${from}T00:00:00${LAGOS_OFFSET}` }),
    ...(to && { to: `${to}T23:59:59.999${LAGOS_OFFSET}` }),
  };
}

/** One page of the search the address asks for. */
export function auditQuery(state: ListState<AuditFilter>): AuditSearch {
  return { ...auditSearch(state.filters), page: state.page, pageSize: DEFAULT_PAGE_SIZE };
}

/** An operation id in words when the contract's list has not arrived: `updateBranch` is "Update branch". */
export function operationWords(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's path in words: `address.postalCode` is "Address › postal code". */
export function fieldWords(field: string): string {
  return field
    .split('.')
    .map((part, index) => {
      const words = /^\d+$/.test(part)
        ? `#${Number(part) + 1}`
        : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      return index === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
    })
    .join(' › ');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a row id, which people never read (the record's own page names it). */
export function isRowId(value: string): boolean {
  return UUID.test(value);
}
