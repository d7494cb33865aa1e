import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import {
  getTermDeposit,
  getTermDepositCertificate,
  getTermDepositProduct,
  type TermDepositDetail,
  type TermDepositProduct,
} from '../../../api/term-deposits.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { accruedInterestKobo } from '../../../policies/term-deposit-interest';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { Figure } from '../../components/figure';
import { LoadFailure } from '../../components/load-failure';
import { Card, Facts, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { RecordLoading } from '../../components/record-loading';
import { ViewOnChartLink } from '../../components/statechart/chart-link';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { termsOf } from './booking-form';
import {
  InstructionDialog,
  LiquidateDialog,
  PlaceLienDialog,
  ReleaseLienDialog,
  SettleDialog,
} from './term-deposit-actions';
import {
  certifiable,
  type DepositAction,
  depositActions,
  settleInstructions,
} from './term-deposit-steps';
import {
  FUNDING_WORDS,
  INSTRUCTION_WORDS,
  INTEREST_TYPE_WORDS,
  rateText,
  TERM_DEPOSIT_STATUS_WORDS,
  tenorText,
} from './term-deposit-words';

const ACTION_LABELS: Readonly<Record<DepositAction, string>> = {
  liquidate: 'Liquidate early',
  instruction: 'Change instruction',
  settle: 'Pay out or roll over',
  placeLien: 'Place lien',
  releaseLien: 'Release lien',
};

function Portfolio() {
  return <Link href="/term-deposits">All term deposits</Link>;
}

function Figures({ deposit }: { deposit: TermDepositDetail }) {
  return (
    <dl className={record.figures} aria-label="Deposit figures">
      <Figure label="Principal" name="principal">
        {formatKobo(deposit.principalKobo)}
      </Figure>
      <Figure label="Interest" name="interest">
        {formatKobo(deposit.interestKobo)}
      </Figure>
      <Figure label="Withholding tax" name="tax">
        {formatKobo(deposit.withholdingTaxKobo)}
      </Figure>
      <Figure label="Gross at maturity" name="gross">
        {formatKobo(deposit.maturityAmountKobo)}
      </Figure>
      <Figure label="Net at maturity" name="net">
        {formatKobo(deposit.netMaturityAmountKobo)}
      </Figure>
    </dl>
  );
}

/** The other deposit of a rollover, by its number once read. */
function RolledLink({ id, lead }: { id: string; lead: string }) {
  const load = useCallback((api: Api) => getTermDeposit(api, id).catch(() => null), [id]);
  const { data } = useApiQuery(load);
  return (
    <Link
      href={`/term-deposits/${encodeURIComponent(id)}`}
      className={record.recordLink}
      data-testid={lead === 'Rolled over into' ? 'rolled-into' : 'rolled-from'}
    >
      {data
        ? data.depositNumber
        : lead === 'Rolled over into'
          ? 'The new deposit'
          : 'The earlier deposit'}
    </Link>
  );
}

/** The interest to the processing date as the deposit's terms give it, and what was posted. */
function accrualLine(deposit: TermDepositDetail, product: TermDepositProduct | null): ReactNode {
  const shownTo = deposit.accruedToDate;
  const earned = product
    ? accruedInterestKobo(
        {
          ...termsOf(
            product,
            deposit.principalKobo,
            deposit.tenor,
            deposit.annualInterestRate,
            deposit.startDate,
          ),
          interestType: deposit.interestType,
        },
        shownTo,
      )
    : deposit.accruedInterestKobo;
  return (
    <span data-figure="accrued">
      {formatKobo(earned)} to {formatBankDate(shownTo)}
      <span className={record.listNote}>
        {deposit.lastAccruedOn
          ? `${formatKobo(deposit.accruedInterestKobo)} posted, last accrual ${formatBankDate(deposit.lastAccruedOn)}`
          : 'Not accrued yet'}
      </span>
    </span>
  );
}

function Details({
  deposit,
  product,
}: {
  deposit: TermDepositDetail;
  product: TermDepositProduct | null;
}) {
  const items: [string, ReactNode][] = [
    [
      'Depositor',
      <Link
        key="customer"
        href={`/customer/${encodeURIComponent(deposit.customerId)}`}
        className={record.recordLink}
      >
        {deposit.customerName}
      </Link>,
    ],
    [
      'Account',
      <Link
        key="account"
        href={`/account/${encodeURIComponent(deposit.accountId)}`}
        className={`${record.recordLink} ${record.mono}`}
      >
        {deposit.accountNumber}
      </Link>,
    ],
    ['Product', deposit.productName],
    [
      'Rate',
      `${rateText(deposit.annualInterestRate)}, ${INTEREST_TYPE_WORDS[deposit.interestType].toLowerCase()} interest`,
    ],
    ['Tenor', tenorText(deposit.tenor, deposit.tenorUnit)],
    ['Value date', formatBankDate(deposit.startDate)],
    ['Maturity date', formatBankDate(deposit.maturityDate)],
    ['At maturity', INSTRUCTION_WORDS[deposit.maturityInstruction]],
    ['Funding', FUNDING_WORDS[deposit.funding]],
    ['Interest accrued', accrualLine(deposit, product)],
    [
      'Lien',
      deposit.lien ? (
        <span key="lien" data-testid="lien">
          {deposit.lien.reason}
          {deposit.lien.loanNumber ? ` · loan ${deposit.lien.loanNumber}` : ''}
          <span className={record.listNote}>
            Placed by {deposit.lien.placedBy}, {formatBankDateTime(deposit.lien.placedAt)}
          </span>
        </span>
      ) : (
        'None'
      ),
    ],
  ];
  if (deposit.rolledFromId) {
    items.push([
      'Rolled over from',
      <RolledLink key="from" id={deposit.rolledFromId} lead="Rolled over from" />,
    ]);
  }
  if (deposit.rolledIntoId) {
    items.push([
      'Rolled over into',
      <RolledLink key="into" id={deposit.rolledIntoId} lead="Rolled over into" />,
    ]);
  }
  if (deposit.closedOn) items.push(['Closed on', formatBankDate(deposit.closedOn)]);
  return (
    <Card title="Details">
      <Facts items={items} />
    </Card>
  );
}

function History({ deposit }: { deposit: TermDepositDetail }) {
  const status = (value: TermDepositDetail['status'] | null | undefined) =>
    value ? TERM_DEPOSIT_STATUS_WORDS[value].label : 'Booked';
  return (
    <Card title="History">
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={`${table.table} ${record.compact}`}>
          <caption className={visuallyHidden}>The deposit's history</caption>
          <ColumnHeads headings={['When', 'Step', 'Note', 'By', 'Journal entry']} />
          <tbody>
            {deposit.history.map((item) => (
              <tr key={`${item.at}-${item.toStatus}`} data-to={item.toStatus}>
                <td className={`${table.cell} ${record.nowrap}`}>{formatBankDateTime(item.at)}</td>
                <td className={table.cell}>
                  {item.fromStatus === item.toStatus
                    ? status(item.toStatus)
                    : `${status(item.fromStatus)} → ${status(item.toStatus)}`}
                </td>
                <td className={table.cell}>{item.note || '—'}</td>
                <td className={table.cell}>{item.by}</td>
                <td className={`${table.cell} ${record.mono}`}>{item.entryNumber ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Downloads the deposit's certificate as the server prints it. */
function CertificateButton({ deposit }: { deposit: TermDepositDetail }) {
  const api = useApi();
  const { snapshot, send } = useRequest(async () => {
    const pdf = await getTermDepositCertificate(api, deposit.id);
    saveFile(pdf, `term-deposit-certificate-${deposit.depositNumber}.pdf`, 'application/pdf');
    return null;
  });
  const working = snapshot.matches('submitting');
  const failed = snapshot.context.failure !== null;
  return (
    <Button disabled={working} onClick={() => send({ type: 'request.submit', input: null })}>
      {working
        ? 'Preparing PDF…'
        : failed
          ? 'Certificate failed, try again'
          : 'Download certificate'}
    </Button>
  );
}

function useProduct(productId: string | undefined) {
  const load = useCallback(
    (api: Api) =>
      productId ? getTermDepositProduct(api, productId).catch(() => null) : Promise.resolve(null),
    [productId],
  );
  return useApiQuery(load).data;
}

/**
 * One term deposit: its figures and terms, the interest accrued to date, the deposits of its
 * rollovers, its history with the journal entries, and the steps its chart allows now.
 */
export default function TermDepositPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.id ?? '';
  const toast = useToast();
  const access = useAccessContext();
  const manages = hasPermission(access, 'term.deposits.manage');
  const load = useCallback((api: Api) => getTermDeposit(api, id), [id]);
  const { snapshot, send, data: deposit } = useApiQuery(load);
  const product = useProduct(deposit?.productId) ?? null;
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [acting, setActing] = useState<DepositAction | null>(null);
  const onDone = useCallback(
    (_after: TermDepositDetail, message: string) => {
      setActing(null);
      toast(message);
      reload();
    },
    [toast, reload],
  );
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (!deposit) {
    return (
      <RecordLoading
        title={route.title}
        back={<Portfolio />}
        what="the term deposit"
        failure={failure}
        onRetry={reload}
      />
    );
  }
  const status = TERM_DEPOSIT_STATUS_WORDS[deposit.status];
  const actions = manages ? depositActions(deposit) : [];
  const close = () => setActing(null);
  const props = { deposit, onDone, onClose: close };
  return (
    <Page
      title={`${deposit.depositNumber} · ${deposit.customerName}`}
      description={
        <>
          <Portfolio /> ·{' '}
          <span className={statusPill({ tone: status.tone })} data-testid="deposit-status">
            {status.label}
          </span>
          <ViewOnChartLink chart="term-deposit" id={deposit.id} />
        </>
      }
      actions={
        <>
          {actions.map((action) => (
            <Button
              key={action}
              tone={action === 'liquidate' || action === 'releaseLien' ? 'danger' : undefined}
              onClick={() => setActing(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          {certifiable(deposit.status) && <CertificateButton deposit={deposit} />}
        </>
      }
    >
      <div className={record.body}>
        {failure && <LoadFailure what="the latest figures" failure={failure} onRetry={reload} />}
        <Figures deposit={deposit} />
        <Details deposit={deposit} product={product} />
        <History deposit={deposit} />
      </div>
      {acting === 'liquidate' && <LiquidateDialog {...props} />}
      {acting === 'instruction' && <InstructionDialog {...props} product={product} />}
      {acting === 'settle' && (
        <SettleDialog
          {...props}
          instructions={settleInstructions(
            deposit,
            product?.maturityInstructions ?? ['PAY_OUT', 'ROLL_OVER_PRINCIPAL'],
          )}
        />
      )}
      {acting === 'placeLien' && <PlaceLienDialog {...props} />}
      {acting === 'releaseLien' && <ReleaseLienDialog {...props} />}
    </Page>
  );
}
