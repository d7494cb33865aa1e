import { useCallback, useMemo, useState } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import { type GlMapping, listGlMappings } from '../../../api/glmap.api';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './gl.css';
import { byProductThenEvent, GL_EVENT_LABELS } from './gl-events';
import { useGlAccounts } from './gl-hooks';
import { GlMappingDialog } from './gl-mapping-dialog';

const COLUMNS = ['Product', 'Event', 'Debit account', 'Credit account', 'Actions'] as const;

function AccountCell({ id, byId }: { id: string; byId: ReadonlyMap<string, GlAccount> }) {
  const account = byId.get(id);
  if (!account) return <span className={styles.muted}>{id} (not in the chart)</span>;
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
  const [open, setOpen] = useState<Open>(null);
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
      {query.matches('failed') && query.context.failure && (
        <LoadFailure what="the GL map" failure={query.context.failure} onRetry={reload} />
      )}
      {chart.failure && (
        <LoadFailure what="the chart of accounts" failure={chart.failure} onRetry={chart.reload} />
      )}
      <div className={table.frame} aria-busy={loading}>
        <table className={table.table}>
          <caption className={visuallyHidden}>GL map</caption>
          <thead>
            <tr>
              {COLUMNS.map((heading) => (
                <th key={heading} scope="col" className={table.headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && mappings.length === 0 && (
              <TableMessage columns={COLUMNS.length}>Loading the GL map…</TableMessage>
            )}
            {ready && mappings.length === 0 && (
              <TableMessage columns={COLUMNS.length}>
                No event is mapped yet. Map each event to a debit and a credit account.
              </TableMessage>
            )}
            {mappings.map((mapping) => (
              <tr key={mapping.id} data-event={mapping.event}>
                <td className={table.cell}>
                  {mapping.productId ?? <span className={styles.muted}>All products</span>}
                </td>
                <td className={table.cell}>
                  {GL_EVENT_LABELS[mapping.event]}
                  <div className={`${styles.code} ${styles.muted}`}>{mapping.event}</div>
                </td>
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
          </tbody>
        </table>
      </div>
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
