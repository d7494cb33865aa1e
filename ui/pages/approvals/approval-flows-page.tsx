import { useCallback, useEffect, useState } from 'react';
import {
  type ApprovalFlow,
  deleteApprovalFlow,
  listApprovalFlows,
} from '../../../api/approvals.api';
import { listRoles, type RoleCatalogueEntry } from '../../../api/users.api';
import { hasPermission } from '../../../policies/access';
import { APPROVAL_PERMISSION_LABELS } from '../../../policies/approval-rules';
import { roleByKey } from '../../../policies/roles';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { ApprovalFlowDialog } from './approval-flow-dialog';
import { OPERATION_TYPE_WORDS } from './approval-words';
import * as styles from './approvals.css';
import { bandRange } from './flow-draft';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Operation' },
  { heading: 'Status' },
  { heading: 'Amount bands and approvers' },
  { heading: 'Expires after' },
  { heading: 'Actions' },
];

const loadFlows = (api: Parameters<typeof listApprovalFlows>[0]) => listApprovalFlows(api);
const loadRoles = (api: Parameters<typeof listRoles>[0]) => listRoles(api);

type Open = { kind: 'edit'; flow: ApprovalFlow | null } | { kind: 'delete'; flow: ApprovalFlow };

/** Who may approve a level as the flow names them: role names, then permissions by label. */
function approversText(
  level: ApprovalFlow['bands'][number]['approvers'][number] | undefined,
): string {
  if (!level) return 'nobody';
  const names = [
    // The catalogue's names, not the roles query: the list may draw before that query answers.
    ...level.roles.map((role) => roleByKey(role)?.name ?? 'a role no longer in the catalogue'),
    ...level.permissions.map(
      (permission) =>
        `a user granted ${APPROVAL_PERMISSION_LABELS[permission] ?? 'an approval permission'}`,
    ),
  ];
  return names.join(', ') || 'nobody';
}

function FlowBands({ flow }: { flow: ApprovalFlow }) {
  return (
    <ul className={styles.list}>
      {flow.bands.map((band) => (
        <li key={band.fromKobo}>
          <strong>{bandRange(band)}</strong>: {band.levels === 2 ? 'two levels' : 'one level'}
          {band.sameBranch ? ', same branch only' : ''}
          <div className={styles.muted}>
            Level 1: {approversText(band.approvers[0])}
            {band.levels === 2 && <> · Level 2: {approversText(band.approvers[1])}</>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Which operations wait for approval, from what amount, and who approves: one flow per
 * operation type. A security administrator who may only view sees the list without its buttons.
 */
export default function ApprovalFlowsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const canManage = hasPermission(useAccessContext(), 'config.approval.manage');
  const flows = useApiQuery(loadFlows);
  const roles = useApiQuery(loadRoles);
  const roleList: readonly RoleCatalogueEntry[] = roles.data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => flows.send({ type: 'query.reload' }), [flows.send]);
  const onSaved = useCallback(
    (flow: ApprovalFlow) => {
      setOpen(null);
      toast(`The ${OPERATION_TYPE_WORDS[flow.operationType]} flow has been saved.`);
      reload();
    },
    [toast, reload],
  );
  const items = flows.data ?? [];
  const failure = flows.snapshot.matches('failed') ? flows.snapshot.context.failure : null;

  return (
    <Page
      title={route.title}
      description="Operations whose amount falls in a band wait for approval by the people named for each level before they run."
      actions={
        canManage && (
          <Button tone="primary" onClick={() => setOpen({ kind: 'edit', flow: null })}>
            New flow
          </Button>
        )
      }
    >
      {!canManage && (
        <Notice tone="info">
          You may view the approval flows; changing them needs another role.
        </Notice>
      )}
      <ListTable
        caption="Approval flows"
        columns={COLUMNS}
        texts={{
          what: 'the approval flows',
          loading: 'Loading approval flows…',
          empty: 'No approval flow yet: every operation runs without approval.',
        }}
        loaded={flows.data !== null}
        loading={flows.snapshot.matches('loading')}
        failure={failure}
        onRetry={reload}
        rowCount={items.length}
      >
        {items.map((flow) => (
          <tr key={flow.id}>
            <td className={table.cell}>
              <strong>{OPERATION_TYPE_WORDS[flow.operationType]}</strong>
              <div className={styles.muted}>{flow.name}</div>
            </td>
            <td className={table.cell}>
              <span className={statusPill({ tone: flow.status === 'ACTIVE' ? 'good' : 'neutral' })}>
                {flow.status === 'ACTIVE' ? 'Active' : 'Inactive'}
              </span>
            </td>
            <td className={table.cell}>
              <FlowBands flow={flow} />
            </td>
            <td className={table.cell}>
              {flow.expiryHours} {flow.expiryHours === 1 ? 'hour' : 'hours'}
            </td>
            <td className={table.cell}>
              {canManage ? (
                <span className={styles.actions}>
                  <Button
                    size="small"
                    aria-label={`Edit the ${OPERATION_TYPE_WORDS[flow.operationType]} flow`}
                    onClick={() => setOpen({ kind: 'edit', flow })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    tone="danger"
                    aria-label={`Delete the ${OPERATION_TYPE_WORDS[flow.operationType]} flow`}
                    onClick={() => setOpen({ kind: 'delete', flow })}
                  >
                    Delete
                  </Button>
                </span>
              ) : (
                <span className={styles.muted}>View only</span>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      {open?.kind === 'edit' && (
        <ApprovalFlowDialog flow={open.flow} roles={roleList} onClose={close} onSaved={onSaved} />
      )}
      {open?.kind === 'delete' && (
        <DeleteFlowDialog
          flow={open.flow}
          onClose={close}
          onDeleted={() => {
            setOpen(null);
            toast(`The ${OPERATION_TYPE_WORDS[open.flow.operationType]} flow has been deleted.`);
            reload();
          }}
          // The editor opens with Inactive chosen: saving it is all that is left to do.
          onDeactivate={() => setOpen({ kind: 'edit', flow: { ...open.flow, status: 'INACTIVE' } })}
        />
      )}
    </Page>
  );
}

/**
 * Confirms deleting a flow. A flow that requests were made under is kept (409
 * approval_flow_in_use): the dialog says so and offers to set it inactive instead.
 */
function DeleteFlowDialog({
  flow,
  onClose,
  onDeleted,
  onDeactivate,
}: {
  flow: ApprovalFlow;
  onClose: () => void;
  onDeleted: () => void;
  onDeactivate: () => void;
}) {
  const api = useApi();
  const { snapshot, send } = useRequest(() => deleteApprovalFlow(api, flow.id));
  const deleting = snapshot.matches('submitting');
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const inUse = failure?.code === 'approval_flow_in_use';
  const deleted = snapshot.matches('succeeded');
  useEffect(() => {
    if (deleted) onDeleted();
  }, [deleted, onDeleted]);
  const words = OPERATION_TYPE_WORDS[flow.operationType];
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => isOpen || deleting || onClose()}
      title={`Delete the ${words} flow?`}
      description={`${words} operations will then run at once, whatever their amount.`}
    >
      <div className={styles.form}>
        {inUse && (
          <Notice tone="warning">
            <strong>This flow cannot be deleted:</strong> requests were made under it, and their
            history must keep it. Set it inactive instead: nothing new will wait for approval.
          </Notice>
        )}
        {failure && !inUse && (
          <Notice tone="danger">
            <strong>Not deleted: </strong>
            {failure.message}
          </Notice>
        )}
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={deleting}>
            Keep it
          </Button>
          {inUse ? (
            <Button tone="primary" onClick={onDeactivate}>
              Set inactive instead
            </Button>
          ) : (
            <Button
              tone="danger"
              disabled={deleting}
              onClick={() => send({ type: 'request.submit', input: null })}
            >
              {deleting ? 'Deleting…' : 'Delete flow'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
