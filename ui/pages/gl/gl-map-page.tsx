import { useCallback, useMemo, useState } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import { type GlMapping, listGlMappings } from '../../../api/glmap.api';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useDepositProducts } from '../../app/use-deposit-products';
import { Button } from '../../components/button';
import type { ListSpec } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import { type SortValue, sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListSearch } from '../../components/list-page/use-list-search';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import * as styles from './gl.css';
import { byProductThenEvent, GL_EVENT_LABELS } from './gl-events';
import { useGlAccounts } from './gl-hooks';
import { GlMappingDialog } from './gl-mapping-dialog';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Event', sortKey: 'event' },
  { heading: 'Debit account', sortKey: 'debit' },
  { heading: 'Credit account', sortKey: 'credit' },
  { heading: 'Actions' },
];

/** The map is small and comes whole: only the sort is kept in the address bar. */
const MAP_LIST: ListSpec<never> = {
  filters: {},
  sortKeys: ['product', 'event', 'debit', 'credit'],
};

function mappingSortValue(
  mapping: GlMapping,
  key: string,
  byId: ReadonlyMap<string, GlAccount>,
): SortValue {
  const code = (id: string) => byId.get(id)?.code ?? id;
  const values: Record<string, SortValue> = {
    // The mapping for all products sorts first, as it is the one the others fall back to.
    product: mapping.productId ?? '',
    event: GL_EVENT_LABELS[mapping.event],
    debit: code(mapping.debitAccountId),
    credit: code(mapping.creditAccountId),
  };
  return values[key];
}

function AccountCell({ id, byId }: { id: string; byId: ReadonlyMap<string, GlAccount> }) {
  const account = byId.get(id);
  if (!account) return <span className={styles.muted}>An account no longer in the chart</span>;
  return (
    <>
      <span className={styles.code}>{account.code}</span> {account.name}
      {account.status === 'INACTIVE' && (
        <>
          {' '}
          <span className={statusPill({ tone: 'danger' })}>Inactive</span>
        </>
      )}
    </>
  );
}

type Open = { mapping: GlMapping | null } | null;

/** The GL map: which accounts each product event debits and credits, and saving a mapping. */
export default function GlMapPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const chart = useGlAccounts();
  const { snapshot: query, send, data } = useApiQuery(listGlMappings);
  const mappings = useMemo(() => [...(data ?? [])].sort(byProductThenEvent), [data]);
  const byId = useMemo(
    () => new Map(chart.accounts.map((account) => [account.id, account])),
    [chart.accounts],
  );
  const products = useDepositProducts();
  const productNames = useMemo(
    () => new Map(products.items.map((product) => [product.id, product.name])),
    [products.items],
  );
  const [open, setOpen] = useState<Open>(null);
  const list = useListSearch(MAP_LIST);
  const rows = sortRows(mappings, list.state.sort, (mapping, key) =>
    mappingSortValue(mapping, key, byId),
  );
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const close = useCallback(() => setOpen(null), []);
  const onSaved = useCallback(
    (mapping: GlMapping) => {
      toast(`The mapping of ${GL_EVENT_LABELS[mapping.event]} has been saved.`);
      setOpen(null);
      reload();
    },
    [reload, toast],
  );
  const loading = query.matches('loading') || chart.loading;
  const ready = query.matches('loaded') && !chart.loading && !chart.failure;

  return (
    <Page
      title={route.title}
      description="Which GL accounts each product and finance event posts to. A product's own mapping wins over the one for all products."
      actions={
        <Button tone="primary" disabled={!ready} onClick={() => setOpen({ mapping: null })}>
          New mapping
        </Button>
      }
    >
      {chart.failure && (
        <LoadFailure what="the chart of accounts" failure={chart.failure} onRetry={chart.reload} />
      )}
      <ListTable
        caption="GL map"
        columns={COLUMNS}
        texts={{
          what: 'the GL map',
          loading: 'Loading the GL map…',
          empty: 'No event is mapped yet. Map each event to a debit and a credit account.',
        }}
        loaded={data !== null}
        loading={loading}
        failure={query.matches('failed') ? query.context.failure : null}
        onRetry={reload}
        rowCount={rows.length}
        sort={list.state.sort}
        onSort={list.sortBy}
      >
        {rows.map((mapping) => (
          <tr key={mapping.id} data-event={mapping.event}>
            <td className={table.cell}>
              {mapping.productId === null ? (
                <span className={styles.muted}>All products</span>
              ) : (
                (productNames.get(mapping.productId) ?? 'One product')
              )}
            </td>
            <td className={table.cell}>{GL_EVENT_LABELS[mapping.event]}</td>
            <td className={table.cell}>
              <AccountCell id={mapping.debitAccountId} byId={byId} />
            </td>
            <td className={table.cell}>
              <AccountCell id={mapping.creditAccountId} byId={byId} />
            </td>
            <td className={table.cell}>
              <Button
                size="small"
                disabled={!ready}
                aria-label={`Edit the mapping of ${GL_EVENT_LABELS[mapping.event]}`}
                onClick={() => setOpen({ mapping })}
              >
                Edit
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open && (
        <GlMappingDialog
          mapping={open.mapping}
          mappings={mappings}
          accounts={chart.accounts}
          onClose={close}
          onSaved={onSaved}
        />
      )}
    </Page>
  );
}
