import { formatBankDate } from '../../policies/calendar';
import { type EodStepName, eodStepLabel } from '../../policies/eod-steps';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { listRuns, resumeRun, runViewOf, startRun, visibleRun } from './eod.service';
import { eodChecks } from './eod-checks';
import { nudgeEodWorkers } from './eod-worker';

type EodOps = 'getEodChecks' | 'listEodRuns' | 'startEodRun' | 'getEodRun' | 'resumeEodRun';

/** The run is worked once the request that stored it has committed. */
const nudgeAfterCommit = () => setTimeout(nudgeEodWorkers, 50);

export const eodHandlers: HandlerGroup<EodOps> = {
  async getEodChecks(ctx) {
    const t = txOf(ctx);
    return { status: 200, body: await eodChecks(t, await tenantProcessingDate(t)) };
  },
  async listEodRuns(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    return { status: 200, body: await listRuns(txOf(ctx), page, pageSize, ctx.now) };
  },
  async startEodRun(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const run = await startRun(t, user.id, ctx.body.acknowledgeWarnings, ctx.now);
    ctx.audit.target = run.id;
    ctx.audit.summary = `started the close of business of ${formatBankDate(run.processing_date)}${
      ctx.body.acknowledgeWarnings ? ', warnings acknowledged' : ''
    }`;
    nudgeAfterCommit();
    return { status: 202, body: await runViewOf(t, run, ctx.now) };
  },
  async getEodRun(ctx) {
    const t = txOf(ctx);
    return { status: 200, body: await runViewOf(t, await visibleRun(t, ctx.params.id), ctx.now) };
  },
  async resumeEodRun(ctx) {
    const t = txOf(ctx);
    const run = await resumeRun(t, ctx.params.id, ctx.now);
    ctx.audit.target = run.id;
    const step = run.failed_step ? eodStepLabel(run.failed_step as EodStepName) : 'its failed step';
    ctx.audit.summary = `resumed the close of business of ${formatBankDate(run.processing_date)} at: ${step.toLowerCase()}`;
    nudgeAfterCommit();
    return { status: 202, body: await runViewOf(t, run, ctx.now) };
  },
};
