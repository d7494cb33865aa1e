import { Link } from 'wouter';
import { checkAccess } from '../../../policies/access';
import { routeById } from '../../../policies/routes';
import { useAccessContext } from '../../app/app-actor';
import * as record from '../record.css';

/**
 * "View on its chart": from a record's page to its state and history on its statechart, for the
 * users the workbench lets in; nothing for the others.
 */
export function ViewOnChartLink({ chart, id }: { chart: string; id: string | null | undefined }) {
  const access = useAccessContext();
  if (!id || !checkAccess(access, routeById('statechart-record')).allowed) return null;
  return (
    <>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <Link href={`/admin/statecharts/${chart}/records/${encodeURIComponent(id)}`}>
        View on its chart
      </Link>
    </>
  );
}
