import { type FormEvent, useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import { type GlAccount, listGlAccounts } from '../../../api/coa.api';
import { type CapitalOverview, getCapital } from '../../../api/finance.api';
import type { JournalOutcome } from '../../../api/journals.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { DateField } from '../../components/date-field';
import * as listStyles from '../../components/list-page/list-page.css';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { CapitalInjectionDialog, injectionOutcomeWords } from './capital-injection-dialog';

interface Period {
  readonly from: string;
  readonly to: string;
}

const ACCOUNT_COLUMNS = ['Code', 'Account', 'Opening', 'Debits', 'Credits', 'Closing'] as const;
const PENDING_COLUMNS = ['Request', 'Narration', 'Account', 'Requested by', 'Amount'] as const;
const MOVEMENT_COLUMNS = ['Date', 'Entry', 'Narration', 'Account', 'Debit', 'Credit'] as const;

const loadCapital = (api: Api, period: Period | undefined) => getCapital(api, period ?? {});

/** The accounts an injection may credit, and those the money may come into. */
async function loadInjectionAccounts(api: Api) {
  const [equity, assets] = await Promise.all([
    listGlAccounts(api, { type: 'EQUITY' }),
    listGlAccounts(api, { type: 'ASSET' }),
  ]);
  const postable = (account: GlAccount) => !account.header && account.status === 'ACTIVE';
  const cashGroup = assets.find((account) => account.code === '1100' && account.header);
  return {
    equityAccounts: equity.filter(postable),
    intoAccounts: assets.filter(
      (account) => postable(account) && (!cashGroup || account.parentId === cashGroup.id),
    ),
  };
}

/**
 * The bank's capital on the capital and assets page: each equity account's balance at the start
 * and end of a period with its debits and credits, the capital injections waiting for a checker,
 * the entries that moved capital, and the injection dialog for whoever may make journals.
 */
export function CapitalSection() {
  const processingDate = useProcessingDate() ?? '';
  const canInject = hasPermission(useAccessContext(), 'gl.journal.create');
  const { snapshot: query, send, data } = useApiQuery(loadCapital);
  const [draft, setDraft] = useState<Period | null>(null);
  const [injecting, setInjecting] = useState(false);
  const toast = useToast();
  const shown = query.matches('failed') ? null : data;
  const period = draft ?? (shown ? { from: shown.from, to: shown.to } : null);

  function show(event: FormEvent) {
    event.preventDefault();
    if (period) send({ type: 'query.changed', params: period });
  }
  const injected = useCallback(
    (outcome: JournalOutcome) => {
      setInjecting(false);
      toast(injectionOutcomeWords(outcome));
      send({ type: 'query.reload' });
    },
    [toast, send],
  );

  return (
    <section className={record.stack} aria-label="Capital">
      <div className={record.cardHead}>
        <form className={listStyles.filters} onSubmit={show} aria-label="Capital period">
          <DateField
            label="From"
            value={period?.from ?? ''}
            onChange={(from) => setDraft({ from, to: period?.to ?? processingDate })}
          />
          <DateField
            label="To"
            value={period?.to ?? ''}
            onChange={(to) => setDraft({ from: period?.from ?? to, to })}
          />
          <Button type="submit">Show</Button>
        </form>
        {canInject && (
          <Button tone="primary" onClick={() => setInjecting(true)}>
            Record a capital injection
          </Button>
        )}
      </div>
      {query.matches('failed') && query.context.failure && (
        <LoadFailure
          what="the bank's capital"
          failure={query.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <EquityAccounts data={shown} loading={query.matches('loading')} />
      {shown && shown.pending.length > 0 && <PendingInjections data={shown} />}
      {shown && <Movements data={shown} />}
      {injecting && (
        <InjectionLoader
          today={processingDate}
          onDone={injected}
          onClose={() => setInjecting(false)}
        />
      )}
    </section>
  );
}

function EquityAccounts({ data, loading }: { data: CapitalOverview | null; loading: boolean }) {
  const amount = `${table.cell} ${record.amount}`;
  return (
    <Card title="Equity accounts">
      <div className={table.frame} aria-busy={loading}>
        <table className={table.table} data-testid="capital-accounts">
          <caption className={visuallyHidden}>
            Equity accounts
            {data ? ` from ${formatBankDate(data.from)} to ${formatBankDate(data.to)}` : ''}
          </caption>
          <ColumnHeads
            headings={ACCOUNT_COLUMNS}
            amounts={['Opening', 'Debits', 'Credits', 'Closing']}
          />
          <tbody>
            {!data && loading && (
              <TableMessage columns={ACCOUNT_COLUMNS.length}>Loading the capital…</TableMessage>
            )}
            {data?.accounts.length === 0 && (
              <TableMessage columns={ACCOUNT_COLUMNS.length}>
                The chart of accounts has no equity account to post to.
              </TableMessage>
            )}
            {data?.accounts.map((account) => (
              <tr key={account.glAccountId} data-account-code={account.code}>
                <td className={`${table.cell} ${record.mono}`}>{account.code}</td>
                <td className={table.cell}>{account.name}</td>
                <td className={amount}>{formatKobo(account.openingKobo)}</td>
                <td className={amount}>{formatKobo(account.debitsKobo)}</td>
                <td className={amount}>{formatKobo(account.creditsKobo)}</td>
                <td className={amount} data-testid="capital-closing">
                  {formatKobo(account.closingKobo)}
                </td>
              </tr>
            ))}
            {data && data.accounts.length > 0 && (
              <tr className={record.totalRow}>
                <td className={table.cell} />
                <td className={table.cell}>Total capital</td>
                <td className={amount}>{formatKobo(data.totals.openingKobo)}</td>
                <td className={amount}>{formatKobo(data.totals.debitsKobo)}</td>
                <td className={amount}>{formatKobo(data.totals.creditsKobo)}</td>
                <td className={amount} data-testid="capital-total">
                  {formatKobo(data.totals.closingKobo)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function PendingInjections({ data }: { data: CapitalOverview }) {
  return (
    <Card title="Capital injections waiting for approval">
      <Notice tone="info">
        Not in the balances above until a checker approves them in Approvals.
      </Notice>
      <div className={table.frame}>
        <table className={table.table} data-testid="capital-pending">
          <caption className={visuallyHidden}>Capital injections waiting for approval</caption>
          <ColumnHeads headings={PENDING_COLUMNS} amounts={['Amount']} />
          <tbody>
            {data.pending.map((injection) => (
              <tr key={injection.approvalRequestId}>
                <td className={`${table.cell} ${record.mono}`}>
                  {injection.approvalReference ?? '—'}
                </td>
                <td className={table.cell}>
                  {injection.narration}
                  {injection.reference && (
                    <span className={record.listNote}>Reference {injection.reference}</span>
                  )}
                </td>
                <td className={table.cell}>
                  {injection.accountCode} {injection.accountName}
                </td>
                <td className={table.cell}>
                  {injection.requestedBy}
                  <span className={record.listNote}>
                    {formatBankDateTime(injection.requestedAt)}
                  </span>
                </td>
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(injection.amountKobo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Movements({ data }: { data: CapitalOverview }) {
  const amount = `${table.cell} ${record.amount}`;
  const side = (kobo: number) => (kobo > 0 ? formatKobo(kobo) : '');
  return (
    <Card title="Entries that moved capital">
      <div className={table.frame}>
        <table className={table.table} data-testid="capital-movements">
          <caption className={visuallyHidden}>Entries that moved capital, newest first</caption>
          <ColumnHeads headings={MOVEMENT_COLUMNS} amounts={['Debit', 'Credit']} />
          <tbody>
            {data.movements.length === 0 && (
              <TableMessage columns={MOVEMENT_COLUMNS.length}>
                No entry moved capital in this period.
              </TableMessage>
            )}
            {data.movements.map((movement) => (
              <tr
                key={`${movement.entryId}-${movement.lineNumber}`}
                data-entry-number={movement.entryNumber}
              >
                <td className={`${table.cell} ${record.nowrap}`}>
                  {formatBankDate(movement.postingDate)}
                </td>
                <td className={`${table.cell} ${record.mono}`}>{movement.entryNumber}</td>
                <td className={table.cell}>{movement.narration}</td>
                <td className={table.cell}>
                  {movement.accountCode} {movement.accountName}
                </td>
                <td className={amount}>{side(movement.debitKobo)}</td>
                <td className={amount}>{side(movement.creditKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.movementsTruncated && (
        <p className={record.muted}>
          Only the newest 100 entries are listed; choose a shorter period to see the others.
        </p>
      )}
    </Card>
  );
}

/** Loads the accounts the dialog offers, then opens it. */
function InjectionLoader(props: {
  today: string;
  onDone: (outcome: JournalOutcome) => void;
  onClose: () => void;
}) {
  const { snapshot, send, data } = useApiQuery(loadInjectionAccounts);
  if (snapshot.matches('failed') && snapshot.context.failure) {
    return (
      <LoadFailure
        what="the GL accounts"
        failure={snapshot.context.failure}
        onRetry={() => send({ type: 'query.reload' })}
      />
    );
  }
  if (!data) return null;
  return <CapitalInjectionDialog {...data} {...props} />;
}
