import { useCallback, useState } from 'react';
import { type Branch, listBranches } from '../../../api/branches.api';
import { hasPermission } from '../../../policies/access';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
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
import { BranchFormDialog, BranchStatusDialog } from './branch-dialogs';
import * as styles from './branches.css';

type Open = { kind: 'form'; branch: Branch | null } | { kind: 'status'; branch: Branch } | null;

const COLUMNS = ['Code', 'Name', 'Status', 'Open tills', 'Open accounts', 'Actions'];

/** The tenant's branches: open one, rename one, close one that has nothing open, reopen it. */
export default function BranchesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const manages = hasPermission(useAccessContext(), 'branch.manage');
  const { snapshot, send, data } = useApiQuery(listBranches);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const done = useCallback(
    (message: string) => {
      reload();
      toast(message);
      setOpen(null);
    },
    [reload, toast],
  );
  const branches = data ?? [];
  return (
    <Page
      title={route.title}
      description="The bank's branches, what each still has open, and whether it takes new work."
      actions={
        manages && (
          <Button tone="primary" onClick={() => setOpen({ kind: 'form', branch: null })}>
            New branch
          </Button>
        )
      }
    >
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure what="the branches" failure={snapshot.context.failure} onRetry={reload} />
      )}
      <div className={table.frame}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Branches</caption>
          <thead>
            <tr>
              {COLUMNS.map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className={heading.startsWith('Open') ? table.amountHeadCell : table.headCell}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data === null && !snapshot.matches('failed') && (
              <TableMessage columns={COLUMNS.length}>Loading branches…</TableMessage>
            )}
            {data !== null && branches.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No branch yet.</TableMessage>
            )}
            {branches.map((branch) => (
              <BranchRow key={branch.id} branch={branch} manages={manages} onOpen={setOpen} />
            ))}
          </tbody>
        </table>
      </div>
      {open?.kind === 'form' && (
        <BranchFormDialog
          branch={open.branch}
          onClose={close}
          onSaved={(name) => done(open.branch ? `${name} has been renamed.` : `${name} is open.`)}
        />
      )}
      {open?.kind === 'status' && (
        <BranchStatusDialog
          branch={open.branch}
          onClose={close}
          onDone={() =>
            done(
              `${open.branch.name} is ${open.branch.status === 'ACTIVE' ? 'closed' : 'open again'}.`,
            )
          }
        />
      )}
    </Page>
  );
}

function BranchRow({
  branch,
  manages,
  onOpen,
}: {
  branch: Branch;
  manages: boolean;
  onOpen: (open: Open) => void;
}) {
  const active = branch.status === 'ACTIVE';
  return (
    <tr>
      <td className={table.cell}>
        <span className={styles.code}>{branch.code}</span>
      </td>
      <td className={table.cell}>
        <strong>{branch.name}</strong>
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: active ? 'good' : 'neutral' })}>
          {active ? 'Open' : 'Closed'}
        </span>
      </td>
      <td className={`${table.cell} ${styles.count}`}>{branch.openTillCount ?? 0}</td>
      <td className={`${table.cell} ${styles.count}`}>{branch.openAccountCount ?? 0}</td>
      <td className={table.cell}>
        {manages && (
          <div className={styles.actions}>
            <Button
              size="small"
              aria-label={`Edit ${branch.name}`}
              onClick={() => onOpen({ kind: 'form', branch })}
            >
              Edit
            </Button>
            <Button
              size="small"
              aria-label={`${active ? 'Close' : 'Reopen'} ${branch.name}`}
              onClick={() => onOpen({ kind: 'status', branch })}
            >
              {active ? 'Close' : 'Reopen'}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
