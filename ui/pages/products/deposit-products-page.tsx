import { useCallback, useState } from 'react';
import type { Product } from '../../../api/products.api';
import { hasPermission } from '../../../policies/access';
import { formatRateBps } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDepositProducts } from '../accounts/use-deposit-products';
import { useDocumentTitle } from '../document-title';
import { ProductDialog } from './product-dialog';
import { POSTING_PERIOD_LABELS, SUBTYPE_LABELS } from './product-form';
import * as styles from './products.css';

const COLUMNS = [
  ['Code', false],
  ['Name', false],
  ['Subtype', false],
  ['Rate (yearly)', true],
  ['Interest posting', false],
  ['Minimum balance', true],
  ['Overdraft', true],
  ['Status', false],
] as const;

/** The savings and current account products accounts are opened on, and new ones. */
export default function DepositProductsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
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
  const loaded = !products.loading || products.items.length > 0;

  return (
    <Page
      title={route.title}
      description="Savings and current account products: interest, its posting period, the minimum balance and overdraft."
      actions={
        canManage && (
          <Button tone="primary" onClick={() => setCreating(true)}>
            New product
          </Button>
        )
      }
    >
      {products.failure && (
        <LoadFailure what="the products" failure={products.failure} onRetry={reload} />
      )}
      <div className={table.frame} aria-busy={products.loading}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Deposit products</caption>
          <ColumnHeads
            headings={COLUMNS.map(([heading]) => heading)}
            amounts={COLUMNS.filter(([, isAmount]) => isAmount).map(([heading]) => heading)}
          />
          <tbody>
            {!loaded && <TableMessage columns={COLUMNS.length}>Loading products…</TableMessage>}
            {loaded && !products.failure && products.items.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No deposit product yet.</TableMessage>
            )}
            {products.items.map((product) => (
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
          </tbody>
        </table>
      </div>
      {creating && <ProductDialog onClose={close} onCreated={onCreated} />}
    </Page>
  );
}
