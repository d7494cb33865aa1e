import { useCallback, useState } from 'react';
import type { Product } from '../../../api/products.api';
import { hasPermission } from '../../../policies/access';
import { formatRateBps } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useDepositProducts } from '../../app/use-deposit-products';
import { Button } from '../../components/button';
import type { ListSpec } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import { type SortValue, sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListSearch } from '../../components/list-page/use-list-search';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { type TabSpec, Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { ProductDialog } from './product-dialog';
import { POSTING_PERIOD_LABELS, SUBTYPE_LABELS } from './product-form';
import * as styles from './products.css';
import { TermProductsTab } from './term-products-tab';

type ProductTab = 'accounts' | 'term';

const TABS: readonly TabSpec<ProductTab>[] = [
  { key: 'accounts', label: 'Savings and current' },
  { key: 'term', label: 'Term deposits' },
];

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Code', sortKey: 'code' },
  { heading: 'Name', sortKey: 'name' },
  { heading: 'Subtype', sortKey: 'subtype' },
  { heading: 'Rate (yearly)', sortKey: 'rate', amount: true },
  { heading: 'Interest posting' },
  { heading: 'Minimum balance', sortKey: 'minimum', amount: true },
  { heading: 'Overdraft', sortKey: 'overdraft', amount: true },
  { heading: 'Status', sortKey: 'status' },
];

/** The products are few and come whole: only the sort is kept in the address bar. */
const PRODUCT_LIST: ListSpec<never> = {
  filters: {},
  sortKeys: ['code', 'name', 'subtype', 'rate', 'minimum', 'overdraft', 'status'],
  defaultSort: { key: 'code', direction: 'ascending' },
};

function productSortValue(product: Product, key: string): SortValue {
  const values: Record<string, SortValue> = {
    code: product.code,
    name: product.name,
    subtype: product.subtype ? SUBTYPE_LABELS[product.subtype] : null,
    rate: product.interestRateBps,
    minimum: product.minimumBalanceKobo,
    // No overdraft sorts below the smallest limit.
    overdraft: product.overdraftAllowed ? product.overdraftLimitKobo : -1,
    status: product.status,
  };
  return values[key];
}

/**
 * The deposit products: the savings and current account products accounts are opened on, and
 * the term deposit products with their rate charts, each on its tab, with new ones.
 */
export default function DepositProductsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [tab, setTab] = useState<ProductTab>('accounts');
  const toast = useToast();
  const access = useAccessContext();
  const products = useDepositProducts();
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const { reload } = products;
  const onCreated = useCallback(
    (product: Product) => {
      setCreating(false);
      toast(`${product.code} · ${product.name} has been created.`);
      reload();
    },
    [toast, reload],
  );
  const canManage = hasPermission(access, 'product.manage');
  const list = useListSearch(PRODUCT_LIST);
  const rows = sortRows(products.items, list.state.sort, productSortValue);

  return (
    <Page
      title={route.title}
      description="Savings and current account products: interest, its posting period, the minimum balance and overdraft; term deposit products and their rate charts."
      actions={
        canManage &&
        tab === 'accounts' && (
          <Button tone="primary" onClick={() => setCreating(true)}>
            New product
          </Button>
        )
      }
    >
      <Tabs label="Product kinds" tabs={TABS} current={tab} onChange={setTab}>
        {tab === 'term' ? <TermProductsTab canManage={canManage} /> : null}
        {tab === 'accounts' && (
          <ListTable
            caption="Deposit products"
            columns={COLUMNS}
            texts={{
              what: 'the products',
              loading: 'Loading products…',
              empty: 'No deposit product yet.',
            }}
            loaded={!products.loading && !products.failure}
            loading={products.loading}
            failure={products.failure}
            onRetry={reload}
            rowCount={rows.length}
            sort={list.state.sort}
            onSort={list.sortBy}
          >
            {rows.map((product) => (
              <tr key={product.id} data-product-code={product.code}>
                <td className={`${table.cell} ${styles.code}`}>{product.code}</td>
                <td className={table.cell}>{product.name}</td>
                <td className={table.cell}>
                  {product.subtype ? SUBTYPE_LABELS[product.subtype] : '—'}
                </td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatRateBps(product.interestRateBps)}
                </td>
                <td className={table.cell}>
                  {product.interestPostingPeriod
                    ? POSTING_PERIOD_LABELS[product.interestPostingPeriod]
                    : '—'}
                </td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatKobo(product.minimumBalanceKobo)}
                </td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {product.overdraftAllowed ? (
                    formatKobo(product.overdraftLimitKobo)
                  ) : (
                    <span className={styles.muted}>Not allowed</span>
                  )}
                </td>
                <td className={table.cell}>
                  <span
                    className={statusPill({
                      tone: product.status === 'ACTIVE' ? 'good' : 'neutral',
                    })}
                  >
                    {product.status === 'ACTIVE' ? 'Active' : 'Inactive'}
                  </span>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </Tabs>
      {creating && <ProductDialog onClose={close} onCreated={onCreated} />}
    </Page>
  );
}
