import type { components } from '../../api/schema.gen';
import {
  EOD_RUN_STATUS_BY_STATE,
  type EodRunStatus,
  nextEodRunStatus,
} from '../../machines/eod-run.machine';
import { addDays } from '../../policies/date-input';
import { EOD_STEPS, type EodStepName, eodStepLabel } from '../../policies/eod-steps';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { type EodCheck, eodChecks } from './eod-checks';
import {
  type EodRunRow,
  type EodStepRow,
  findRun,
  insertRun,
  listRunRows,
  markTenantBusy,
  moveRun,
  moveStep,
  openRun,
  resetAttempts,
  stepsOfRun,
  stepsOfRuns,
  userNames,
} from './eod-run.repository';

export type EodRunView = components['schemas']['EodRun'];
type EodStepView = components['schemas']['EodStep'];

function problemsOf(checks: readonly EodCheck[]) {
  return checks.map((check) => ({
    field: `checks.${check.key}`,
    code: check.key.toLowerCase(),
    message: `${check.label}: ${check.count}.`,
  }));
}

/**
 * Starts a close of business for the tenant's processing date: refused while a blocking check
 * has items, while warnings are not acknowledged, and while another run is RUNNING or FAILED
 * (the partial unique index refuses a racing second). The run and one PENDING row per step are
 * stored; the background work does the rest.
 */
export async function startRun(
  t: TenantTx,
  userId: string,
  acknowledgeWarnings: boolean,
  now: Date,
): Promise<EodRunRow> {
  const processingDate = await tenantProcessingDate(t);
  const { checks } = await eodChecks(t, processingDate);
  const found = checks.filter((check) => check.count > 0);
  const blocking = found.filter((check) => check.severity === 'BLOCKING');
  if (blocking.length > 0)
    throw new DomainError('eod_checks_blocking', undefined, problemsOf(blocking));
  const warnings = found.filter((check) => check.severity === 'WARNING');
  if (warnings.length > 0 && !acknowledgeWarnings) {
    throw new DomainError('eod_warnings_not_acknowledged', undefined, problemsOf(warnings));
  }
  if (await openRun(t)) throw new DomainError('eod_run_in_progress');
  // The checks passed (`eod.checksPassed`): the run is stored in the chart's `running` state.
  const status = EOD_RUN_STATUS_BY_STATE.running;
  const id = newRowId(now.getTime());
  try {
    await insertRun(
      t,
      {
        id,
        tenant_id: t.tenantId,
        processing_date: processingDate,
        next_date: addDays(processingDate, 1),
        status,
        started_by: userId,
        started_at: now.toISOString(),
        finished_at: null,
        failed_step: null,
        error: null,
        warnings: JSON.stringify(warnings),
        version: 1,
      },
      EOD_STEPS.map((step, position) => ({
        run_id: id,
        tenant_id: t.tenantId,
        name: step.name,
        position,
        status: 'PENDING',
        done_count: 0,
        total_count: 0,
        elapsed_ms: 0,
        started_at: null,
        finished_at: null,
        error: null,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('eod_run_in_progress');
    throw error;
  }
  return (await findRun(t, id)) as EodRunRow;
}

export async function visibleRun(t: TenantTx, id: string): Promise<EodRunRow> {
  const run = await findRun(t, id);
  if (!run) throw new DomainError('eod_run_not_found');
  return run;
}

/**
 * Resumes a FAILED run from its failed step: the step runs again, its batches already DONE are
 * kept, and the batches left get their attempts back.
 */
export async function resumeRun(t: TenantTx, id: string, now: Date): Promise<EodRunRow> {
  const run = await visibleRun(t, id);
  const status = nextEodRunStatus(run.status as EodRunStatus, { type: 'eod.resume' });
  if (!status || !(await moveRun(t, run, run.status, { status, error: null }))) {
    throw new DomainError('eod_run_not_failed');
  }
  const failed = (await stepsOfRun(t, id)).find((step) => step.status === 'FAILED');
  if (failed) {
    // Its clock carries on from where it stopped, not from its first start.
    const startedAt = new Date(now.getTime() - failed.elapsed_ms).toISOString();
    await moveStep(t, failed, 'FAILED', { status: 'RUNNING', error: null, started_at: startedAt });
    await resetAttempts(t, id, failed.name);
  }
  await markTenantBusy(t);
  return (await findRun(t, id)) as EodRunRow;
}

function stepView(row: EodStepRow, now: Date): EodStepView {
  const running = row.status === 'RUNNING' && row.started_at !== null;
  return {
    name: row.name as EodStepName,
    label: eodStepLabel(row.name as EodStepName),
    status: row.status as EodStepView['status'],
    doneCount: row.done_count,
    totalCount: row.total_count,
    elapsedMs: running
      ? Math.max(0, now.getTime() - Date.parse(row.started_at as string))
      : row.elapsed_ms,
    error: row.error,
  };
}

function runView(
  run: EodRunRow,
  steps: readonly EodStepRow[],
  startedBy: string,
  now: Date,
): EodRunView {
  return {
    id: run.id,
    status: run.status as EodRunStatus,
    processingDate: run.processing_date,
    nextProcessingDate: run.next_date,
    startedAt: run.started_at,
    startedBy,
    finishedAt: run.finished_at,
    failedStep: run.status === 'FAILED' ? (run.failed_step as EodStepName | null) : null,
    warnings: JSON.parse(run.warnings) as EodCheck[],
    steps: steps.filter((step) => step.run_id === run.id).map((step) => stepView(step, now)),
  };
}

export async function runViews(
  t: TenantTx,
  runs: readonly EodRunRow[],
  now: Date,
): Promise<EodRunView[]> {
  const steps = await stepsOfRuns(
    t,
    runs.map((run) => run.id),
  );
  const names = await userNames(
    t,
    runs.map((run) => run.started_by),
  );
  return runs.map((run) => runView(run, steps, names.get(run.started_by) ?? 'Unknown user', now));
}

export async function runViewOf(t: TenantTx, run: EodRunRow, now: Date): Promise<EodRunView> {
  return (await runViews(t, [run], now))[0] as EodRunView;
}

export async function listRuns(t: TenantTx, page: number, pageSize: number, now: Date) {
  const { rows, total } = await listRunRows(t, page, pageSize);
  return { items: await runViews(t, rows, now), total, page, pageSize };
}
