import { useCallback, useState } from 'react';
import { listTermDepositProducts, type TermDepositProduct } from '../../../api/term-deposits.api';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import * as styles from './products.css';
import { TermProductDialog } from './term-product-dialog';
import { INTEREST_WORDS, PAYOUT_WORDS } from './term-product-words';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Code' },
  { heading: 'Name' },
  { heading: 'Tenors' },
  { heading: 'Amounts', amount: true },
  { heading: 'Interest' },
  { heading: 'Interest paid' },
  { heading: 'Status' },
  { heading: 'Actions' },
];

function TermProductRow({
  product,
  canManage,
  onEdit,
}: {
  product: TermDepositProduct;
  canManage: boolean;
  onEdit: () => void;
}) {
  const unit = product.tenorUnit === 'DAYS' ? 'days' : 'months';
  return (
    <tr data-product-code={product.code}>
      <td className={`${table.cell} ${styles.code}`}>{product.code}</td>
      <td className={table.cell}>
        {product.name}
        <span className={record.listNote}>
          {product.rateChart.length} {product.rateChart.length === 1 ? 'rate' : 'rates'}
        </span>
      </td>
      <td className={`${table.cell} ${record.nowrap}`}>
        {product.minTenor}–{product.maxTenor} {unit}
      </td>
      <td className={`${table.cell} ${styles.amount}`}>
        {formatKobo(product.minAmountKobo)}
        <span className={record.listNote}>to {formatKobo(product.maxAmountKobo)}</span>
      </td>
      <td className={table.cell}>
        {INTEREST_WORDS[product.interestType]}
        {product.compoundingPeriodMonths ? (
          <span className={record.listNote}>
            compounded every {product.compoundingPeriodMonths}{' '}
            {product.compoundingPeriodMonths === 1 ? 'month' : 'months'}
          </span>
        ) : null}
      </td>
      <td className={table.cell}>{PAYOUT_WORDS[product.interestPayout]}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: product.status === 'ACTIVE' ? 'good' : 'neutral' })}>
          {product.status === 'ACTIVE' ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className={table.cell}>
        {canManage && (
          <Button size="small" onClick={onEdit} aria-label={`Edit ${product.code}`}>
            Edit
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The term deposit products with their limits and rate charts; new ones and changes. */
export function TermProductsTab({ canManage }: { canManage: boolean }) {
  const toast = useToast();
  const { snapshot, send, data } = useApiQuery(listTermDepositProducts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [editing, setEditing] = useState<TermDepositProduct | 'new' | null>(null);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const items = [...(data?.items ?? [])].sort((a, b) => a.code.localeCompare(b.code));
  const onSaved = useCallback(
    (product: TermDepositProduct) => {
      setEditing(null);
      toast(`${product.code} · ${product.name} is saved.`);
      reload();
    },
    [toast, reload],
  );
  return (
    <div className={record.stack}>
      {canManage && (
        <div className={record.actions}>
          <Button tone="primary" onClick={() => setEditing('new')}>
            New term product
          </Button>
        </div>
      )}
      <ListTable
        caption="Term deposit products"
        columns={COLUMNS}
        texts={{
          what: 'the term products',
          loading: 'Loading term products…',
          empty: 'No term product yet.',
        }}
        loaded={data !== null}
        loading={snapshot.matches('loading')}
        failure={failure}
        onRetry={reload}
        rowCount={items.length}
      >
        {items.map((product) => (
          <TermProductRow
            key={product.id}
            product={product}
            canManage={canManage}
            onEdit={() => setEditing(product)}
          />
        ))}
      </ListTable>
      {editing && (
        <TermProductDialog
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
