import { hasPermission } from '../../policies/access';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import type { Principal } from '../request/principal';
import type { ReportDefinition } from './report-definition';
import { reportFile } from './report-files';
import { parameterWords, resolveParams } from './report-params';
import { reportPage, runWhole } from './report-run';
import { REPORTS, reportOfKey } from './reports.catalogue';

/** Every report opens with reports.dynamic.view; otherwise with the report's own permission. */
function mayRun(principal: Principal, report: ReportDefinition): boolean {
  return hasPermission({ user: principal.user }, ['reports.dynamic.view', ...report.permission]);
}

const definitionOf = (report: ReportDefinition) => ({
  key: report.key,
  name: report.name,
  group: report.group,
  description: report.description,
  parameters: [...report.parameters],
  requiredParameters: [...report.requiredParameters],
  maxRangeDays: report.maxRangeDays,
  ...(report.chart && { chart: report.chart }),
});

export const reportHandlers: HandlerGroup<'listReports' | 'runReport'> = {
  async listReports(ctx) {
    const principal = principalOf(ctx);
    const items = REPORTS.filter((report) => mayRun(principal, report)).map(definitionOf);
    return { status: 200, body: { items } };
  },
  runReport,
};

async function runReport(ctx: OperationContext<'runReport'>) {
  const principal = principalOf(ctx);
  const report = reportOfKey(ctx.params.key);
  if (!report) throw new DomainError('report_not_found');
  if (!mayRun(principal, report)) throw new DomainError('permission_denied');
  const t = txOf(ctx);
  const params = await resolveParams(t, report, ctx.query, principal.user);
  const result = await runWhole(t, report, params);
  const format = ctx.query.format ?? 'json';
  if (format !== 'json') {
    const file = await reportFile(format, {
      report,
      parameterWords: await parameterWords(t, report, params),
      result,
      bankName: principal.tenant.name,
      now: ctx.now,
      date: report.parameters.includes('asOf') ? params.asOf : params.to,
    });
    return {
      status: 200,
      body: file.body,
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
      },
    };
  }
  const sort = {
    sort: ctx.query.sort,
    direction: ctx.query.direction,
    page: ctx.query.page ?? 1,
    pageSize: ctx.query.pageSize ?? 50,
  };
  return { status: 200, body: reportPage(report, params, result, sort, ctx.now) };
}
