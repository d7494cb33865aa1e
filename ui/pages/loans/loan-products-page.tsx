import { useCallback, useState } from 'react';
import { deleteLoanProduct, listLoanProducts, updateLoanProduct } from '../../../api/loans.api';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import type { ListSpec } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import { type SortValue, sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListSearch } from '../../components/list-page/use-list-search';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { LoanProductDialog } from './loan-product-dialog';
import {
  draftOfLoanProduct,
  FREQUENCY_LABELS,
  INTEREST_METHOD_LABELS,
  type LoanProduct,
  readLoanProductDraft,
} from './loan-product-form';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Code', sortKey: 'code' },
  { heading: 'Name', sortKey: 'name' },
  { heading: 'Method', sortKey: 'method' },
  { heading: 'Rate (% a year)', sortKey: 'rate', amount: true },
  { heading: 'Principal', sortKey: 'principal', amount: true },
  { heading: 'Term' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Actions' },
];

/** The products are few and come whole: only the sort is kept in the address bar. */
const PRODUCT_LIST: ListSpec<never> = {
  filters: {},
  sortKeys: ['code', 'name', 'method', 'rate', 'principal', 'status'],
  defaultSort: { key: 'code', direction: 'ascending' },
};

function productSortValue(product: LoanProduct, key: string): SortValue {
  const values: Record<string, SortValue> = {
    code: product.code,
    name: product.name,
    method: INTEREST_METHOD_LABELS[product.interestMethod],
    rate: Number(product.defaultAnnualInterestRate),
    principal: product.maxPrincipalKobo,
    status: product.status,
  };
  return values[key] ?? null;
}

/** '3 – 24 monthly' or '4 – 12 every 2 weeks'. */
function termText(product: LoanProduct): string {
  const unit = FREQUENCY_LABELS[product.repaymentFrequency].toLowerCase();
  const every =
    product.repaymentEvery === 1
      ? { DAYS: 'daily', WEEKS: 'weekly', MONTHS: 'monthly' }[product.repaymentFrequency]
      : `every ${product.repaymentEvery} ${unit}`;
  return `${product.minNumberOfRepayments} – ${product.maxNumberOfRepayments} repayments, ${every}`;
}

type Editing = { readonly product: LoanProduct | null } | null;

/**
 * The loan products loans are booked under: their method, rate and principal ranges and term, a
 * dialog to create or change one with a live schedule of its default terms, and retire or
 * delete. A product some loan was booked under cannot be deleted; it is retired instead, so its
 * loans run on while it takes no new ones.
 */
export default function LoanProductsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const { snapshot, send, data } = useApiQuery(listLoanProducts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LoanProduct | null>(null);
  const list = useListSearch(PRODUCT_LIST);
  const rows = sortRows(data ?? [], list.state.sort, productSortValue);
  const onSaved = useCallback(
    (product: LoanProduct) => {
      setEditing(null);
      toast(`${product.code} · ${product.name} has been saved.`);
      reload();
    },
    [toast, reload],
  );

  return (
    <Page
      title={route.title}
      description="The terms loans are booked under: interest, repayments, limits, charges and penalties."
      actions={
        <Button tone="primary" onClick={() => setEditing({ product: null })}>
          New loan product
        </Button>
      }
    >
      <ListTable
        caption="Loan products"
        columns={COLUMNS}
        texts={{
          what: 'the loan products',
          loading: 'Loading loan products…',
          empty: 'No loan product yet.',
        }}
        loaded={data !== null}
        loading={snapshot.matches('loading')}
        failure={snapshot.matches('failed') ? snapshot.context.failure : null}
        onRetry={reload}
        rowCount={rows.length}
        sort={list.state.sort}
        onSort={list.sortBy}
      >
        {rows.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            onEdit={() => setEditing({ product })}
            onRemove={() => setRemoving(product)}
          />
        ))}
      </ListTable>
      {editing && (
        <LoanProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {removing && (
        <RemoveProductDialog
          product={removing}
          onClose={() => setRemoving(null)}
          onDone={(message) => {
            setRemoving(null);
            toast(message);
            reload();
          }}
        />
      )}
    </Page>
  );
}

function ProductRow({
  product,
  onEdit,
  onRemove,
}: {
  product: LoanProduct;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <tr data-product-code={product.code}>
      <td className={`${table.cell} ${record.mono}`}>{product.code}</td>
      <td className={table.cell}>{product.name}</td>
      <td className={table.cell}>{INTEREST_METHOD_LABELS[product.interestMethod]}</td>
      <td className={`${table.cell} ${record.amount}`}>
        {product.minAnnualInterestRate} – {product.maxAnnualInterestRate} %
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        {formatKobo(product.minPrincipalKobo)} – {formatKobo(product.maxPrincipalKobo)}
      </td>
      <td className={table.cell}>{termText(product)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: product.status === 'ACTIVE' ? 'good' : 'neutral' })}>
          {product.status === 'ACTIVE' ? 'Active' : 'Retired'}
        </span>
      </td>
      <td className={table.cell}>
        <span className={record.rowActions}>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${product.code}`}>
            Edit
          </Button>
          <Button
            size="small"
            tone="ghost"
            onClick={onRemove}
            aria-label={`${product.inUse ? 'Retire' : 'Delete'} ${product.code}`}
          >
            {product.inUse ? 'Retire' : 'Delete'}
          </Button>
        </span>
      </td>
    </tr>
  );
}

type Removal = { readonly kind: 'delete' | 'retire' };

/**
 * Delete a product no loan uses, or retire one: a product in use cannot be deleted (the server
 * says so too), so the dialog offers retiring it, which keeps its loans running.
 */
function RemoveProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: LoanProduct;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const api = useApi();
  const { snapshot, send } = useRequest(async (input) => {
    const { kind } = input as Removal;
    if (kind === 'delete') {
      await deleteLoanProduct(api, product.id);
      return `${product.code} has been deleted.`;
    }
    const body = readLoanProductDraft({ ...draftOfLoanProduct(product), status: 'RETIRED' }).body;
    if (!body) throw new Error('The product’s saved terms could not be read back to retire it.');
    await updateLoanProduct(api, product.id, body);
    return `${product.code} has been retired: it takes no new loans.`;
  });
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as string) : null, onDone);
  const failure = snapshot.context.failure;
  // The list may be older than the product's first loan: the server's refusal says it is in use.
  const inUse = product.inUse || failure?.code === 'loan_product_in_use';
  const busy = snapshot.matches('submitting');
  const retired = product.status === 'RETIRED';
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={inUse ? `Retire ${product.code}` : `Delete ${product.code}`}
      description={
        inUse
          ? 'Loans were booked under this product, so it cannot be deleted. Retiring it stops new loans; its loans run on.'
          : 'No loan uses this product. Deleting it cannot be undone.'
      }
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          {!inUse && (
            <Button
              tone="danger"
              disabled={busy}
              onClick={() => send({ type: 'request.submit', input: { kind: 'delete' } })}
            >
              {busy ? 'Deleting…' : 'Delete product'}
            </Button>
          )}
          {!retired && (
            <Button
              tone={inUse ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => send({ type: 'request.submit', input: { kind: 'retire' } })}
            >
              Retire product
            </Button>
          )}
        </>
      }
    >
      {failure && failure.code !== 'loan_product_in_use' && (
        <Notice tone="danger">{failure.message}</Notice>
      )}
      {failure?.code === 'loan_product_in_use' && (
        <Notice tone="warning">{failure.message} Retire it instead.</Notice>
      )}
      {retired && inUse && <Notice tone="info">The product is already retired.</Notice>}
    </Dialog>
  );
}
