import { type Bank, type BankCategory, listBanks } from '../../../api/banks.api';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import { sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import {
  BANK_LIST,
  BANK_SEARCH_MAX_LENGTH,
  bankQuery,
  bankSortValue,
  CATEGORY_LABELS,
} from './bank-list';
import * as styles from './banks.css';
import { useRefreshBanks } from './refresh-banks';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Name', sortKey: 'name' },
  { heading: 'CBN code', sortKey: 'cbnCode' },
  { heading: 'NIP code', sortKey: 'nipCode' },
  { heading: 'Category', sortKey: 'category' },
  { heading: 'Status', sortKey: 'active' },
];

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as BankCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

/** The institutions transfers can reach over NIP: search by name or code, filter by kind. */
export default function BanksPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const banks = useListQuery({ spec: BANK_LIST, load: listBanks, params: bankQuery });
  const { data, draft, setDraft, state } = banks;
  const rows = sortRows(data?.items ?? [], state.sort, bankSortValue);
  const refresh = useRefreshBanks(banks.reload);

  return (
    <Page
      title={route.title}
      description="Banks and other institutions reachable over NIP, with their CBN and NIP codes."
      actions={refresh.button}
    >
      {refresh.outcome}
      <ListFilters
        label="Search banks"
        onApply={() => banks.apply()}
        onClear={banks.clear}
        filtered={banks.filtered}
      >
        <ListSearchField
          value={draft.q}
          maxLength={BANK_SEARCH_MAX_LENGTH}
          placeholder="Name, CBN code or NIP code"
          onChange={(value) => setDraft('q', value)}
        />
        <SelectField
          id="bank-category"
          label="Category"
          value={draft.category}
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          onChange={(event) => setDraft('category', event.target.value)}
        />
        <SelectField
          id="bank-status"
          label="Status"
          value={draft.status}
          placeholder="Active and inactive"
          options={STATUS_OPTIONS}
          onChange={(event) => setDraft('status', event.target.value)}
        />
      </ListFilters>
      <ListTable
        caption="Banks"
        columns={COLUMNS}
        texts={{
          what: 'the banks',
          loading: 'Loading banks…',
          empty: banks.filtered
            ? 'No institution matches the search.'
            : 'The list of institutions is empty.',
        }}
        loaded={data !== null}
        loading={banks.loading}
        failure={banks.failure}
        onRetry={banks.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={banks.sortBy}
        paging={
          data && { meta: data, noun: ['institution', 'institutions'], onPage: banks.setPage }
        }
      >
        {rows.map((bank) => (
          <BankRow key={bank.id} bank={bank} />
        ))}
      </ListTable>
    </Page>
  );
}

function BankRow({ bank }: { bank: Bank }) {
  return (
    <tr>
      <td className={`${table.cell} ${styles.name}`}>{bank.name}</td>
      <td className={`${table.cell} ${styles.mono}`}>
        {bank.cbnCode ?? <span className={styles.muted}>None</span>}
      </td>
      <td className={`${table.cell} ${styles.mono}`}>{bank.nipCode}</td>
      <td className={table.cell}>{CATEGORY_LABELS[bank.category]}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: bank.active ? 'good' : 'neutral' })}>
          {bank.active ? 'Active' : 'Inactive'}
        </span>
      </td>
    </tr>
  );
}
