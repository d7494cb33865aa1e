import { type BankRefreshResult, refreshBanks } from '../../../api/banks.api';
import { hasPermission } from '../../../policies/access';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

/** What a refresh changed, in a sentence. */
export function refreshSummary(result: BankRefreshResult): string {
  const changes = `${result.added} added, ${result.updated} updated, ${result.deactivated} set inactive`;
  return `The list now matches the switch: ${changes}; ${result.total} institutions in all.`;
}

/**
 * "Refresh from switch" for those who manage the system's settings: asks the NIP switch for its
 * institution list and reloads the page's list after. Returns the button and what came of it.
 */
export function useRefreshBanks(onRefreshed: () => void) {
  const api = useApi();
  const allowed = hasPermission(useAccessContext(), 'config.system.manage');
  const { snapshot, send } = useRequest(async () => {
    const result = await refreshBanks(api);
    onRefreshed();
    return result;
  });
  const busy = snapshot.matches('submitting');
  const button = allowed ? (
    <Button onClick={() => send({ type: 'request.submit', input: null })} disabled={busy}>
      {busy ? 'Refreshing…' : 'Refresh from switch'}
    </Button>
  ) : null;
  const output = snapshot.matches('succeeded')
    ? (snapshot.context.output as BankRefreshResult)
    : null;
  const failure = snapshot.context.failure;
  const outcome = (
    <>
      {output && <Notice tone="success">{refreshSummary(output)}</Notice>}
      {failure && <Notice tone="danger">{failure.message}</Notice>}
    </>
  );
  return { button, outcome };
}
