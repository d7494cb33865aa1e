import { formatKobo } from '../../policies/money';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { listRuns } from './loan-provision.repository';
import { loanProvisioning, runLoanProvisioning } from './loan-provision.service';

type Ops = 'getLoanProvisioning' | 'runLoanProvisioning' | 'listLoanProvisionRuns';

export const loanProvisionHandlers: HandlerGroup<Ops> = {
  async getLoanProvisioning(ctx) {
    return { status: 200, body: await loanProvisioning(txOf(ctx)) };
  },
  async runLoanProvisioning(ctx) {
    const { user } = principalOf(ctx);
    const run = await runLoanProvisioning(
      txOf(ctx),
      { userId: user.id, username: user.username },
      ctx.now,
    );
    ctx.audit.target = run.id;
    ctx.audit.summary =
      run.postedKobo === 0
        ? `loan provisioning ${run.runDate} run ${run.runNumber}: nothing to post, ${formatKobo(run.requiredKobo)} required`
        : `loan provisioning ${run.runDate} run ${run.runNumber}: ${run.postedKobo > 0 ? 'raised' : 'released'} ${formatKobo(Math.abs(run.postedKobo))} to ${formatKobo(run.requiredKobo)} (${run.entryNumber})`;
    return { status: 201, body: run };
  },
  async listLoanProvisionRuns(ctx) {
    return { status: 200, body: { items: await listRuns(txOf(ctx), ctx.query.limit ?? 100) } };
  },
};
