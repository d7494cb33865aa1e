import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CustomerOverview } from '../../../api/customers.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import * as layout from './customer-overview-layout.css';
import {
  accountStatusWord,
  applicationStatusWord,
  loanStatusWord,
  moreNote,
  termDepositStatusWord,
  transferStatusWord,
  type Word,
} from './customer-overview-words';

type Overview = CustomerOverview;

function Pill({ word }: { word: Word }) {
  return <span className={statusPill({ tone: word.tone })}>{word.label}</span>;
}

function Money({ kobo }: { kobo: number }) {
  return <>{formatKobo(kobo)}</>;
}

/** A card of one section: its table, or why it is empty or not shown to the user. */
function Section<T>({
  title,
  section,
  withheld,
  empty,
  heads,
  row,
}: {
  title: string;
  section: { items: T[]; total: number } | null;
  withheld: string;
  empty: string;
  heads: readonly (readonly [string, 'text' | 'amount'])[];
  row: (item: T) => ReactNode;
}) {
  const more = section && moreNote(section);
  return (
    <Card title={title}>
      {section === null ? (
        <p className={layout.withheld}>{withheld}</p>
      ) : section.items.length === 0 ? (
        <p className={layout.withheld}>{empty}</p>
      ) : (
        <div className={record.scroll}>
          <table className={table.table} aria-label={title}>
            <thead>
              <tr>
                {heads.map(([head, kind]) => (
                  <th
                    key={head}
                    scope="col"
                    className={kind === 'amount' ? table.amountHeadCell : table.headCell}
                  >
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{section.items.map(row)}</tbody>
          </table>
        </div>
      )}
      {more && <p className={record.muted}>{more}</p>}
    </Card>
  );
}

const amountCell = `${table.cell} ${record.amount}`;

export function AccountsCard({
  accounts,
  branchName,
}: {
  accounts: Overview['accounts'];
  branchName: (id: string | null) => string;
}) {
  return (
    <Section
      title="Accounts"
      section={accounts}
      withheld="Accounts are not shown to your role."
      empty="No deposit account yet."
      heads={[
        ['Account', 'text'],
        ['Product', 'text'],
        ['Branch', 'text'],
        ['Status', 'text'],
        ['Ledger balance', 'amount'],
        ['Available', 'amount'],
        ['Last activity', 'text'],
      ]}
      row={(account) => (
        <tr key={account.id} data-account={account.accountNumber}>
          <td className={table.cell}>
            <Link href={`/account/${encodeURIComponent(account.id)}`} className={record.recordLink}>
              {account.accountNumber}
            </Link>
          </td>
          <td className={table.cell}>{account.productName}</td>
          <td className={table.cell}>{branchName(account.branchId)}</td>
          <td className={table.cell}>
            <Pill word={accountStatusWord(account.status)} />
          </td>
          <td className={amountCell} data-figure="ledger">
            <Money kobo={account.ledgerBalanceKobo} />
          </td>
          <td className={amountCell} data-figure="available">
            <Money kobo={account.availableBalanceKobo} />
          </td>
          <td className={`${table.cell} ${record.nowrap}`}>
            {account.lastActivityOn ? formatBankDate(account.lastActivityOn) : 'None yet'}
          </td>
        </tr>
      )}
    />
  );
}

export function LoansCard({ loans }: { loans: Overview['loans'] }) {
  return (
    <Section
      title="Loans"
      section={loans}
      withheld="Loans are not shown to your role."
      empty="No loan."
      heads={[
        ['Loan', 'text'],
        ['Status', 'text'],
        ['Principal outstanding', 'amount'],
        ['Due now', 'amount'],
      ]}
      row={(loan) => (
        <tr key={loan.id}>
          <td className={table.cell}>
            <Link href={`/loan/${encodeURIComponent(loan.id)}`} className={record.recordLink}>
              {loan.loanNumber}
            </Link>
            <span className={record.listNote}>{loan.productName}</span>
          </td>
          <td className={table.cell}>
            <Pill word={loanStatusWord(loan.status)} />
          </td>
          <td className={amountCell}>
            <Money kobo={loan.principalOutstandingKobo} />
            <span className={record.listNote}>of {formatKobo(loan.principalKobo)}</span>
          </td>
          <td className={amountCell}>
            <Money kobo={loan.dueNowKobo} />
            {loan.daysPastDue > 0 && (
              <span className={record.lateness}>
                {loan.daysPastDue === 1 ? '1 day' : `${loan.daysPastDue} days`} past due
              </span>
            )}
          </td>
        </tr>
      )}
    />
  );
}

export function ApplicationsCard({
  applications,
}: {
  applications: Overview['creditApplications'];
}) {
  return (
    <Section
      title="Credit applications"
      section={applications}
      withheld="Credit applications are not shown to your role."
      empty="No credit application."
      heads={[
        ['Application', 'text'],
        ['Status', 'text'],
        ['Amount', 'amount'],
      ]}
      row={(application) => (
        <tr key={application.id}>
          <td className={table.cell}>
            <Link
              href={`/credit-app/${encodeURIComponent(application.id)}`}
              className={record.recordLink}
            >
              {application.applicationNumber}
            </Link>
            <span className={record.listNote}>{application.productName}</span>
          </td>
          <td className={table.cell}>
            <Pill word={applicationStatusWord(application.status)} />
          </td>
          <td className={amountCell}>
            <Money kobo={application.principalKobo} />
            <span className={record.listNote}>made {formatBankDate(application.createdAt)}</span>
          </td>
        </tr>
      )}
    />
  );
}

export function TermDepositsCard({ deposits }: { deposits: Overview['termDeposits'] }) {
  return (
    <Section
      title="Term deposits"
      section={deposits}
      withheld="Term deposits are not shown to your role."
      empty="No term deposits."
      heads={[
        ['Deposit', 'text'],
        ['Principal', 'amount'],
        ['Matures', 'text'],
        ['Status', 'text'],
      ]}
      row={(deposit) => (
        <tr key={deposit.id}>
          <td className={table.cell}>
            <Link
              href={`/term-deposits/${encodeURIComponent(deposit.id)}`}
              className={`${record.recordLink} ${record.mono}`}
            >
              {deposit.depositNumber}
            </Link>
            <span className={record.listNote}>{deposit.productName}</span>
          </td>
          <td className={amountCell}>
            <Money kobo={deposit.principalKobo} />
          </td>
          <td className={table.cell}>{formatBankDate(deposit.maturityDate)}</td>
          <td className={table.cell}>
            {deposit.status ? <Pill word={termDepositStatusWord(deposit.status)} /> : null}
          </td>
        </tr>
      )}
    />
  );
}

export function TransfersCard({ transfers }: { transfers: Overview['nipTransfers'] }) {
  return (
    <Section
      title="Recent transfers to other banks"
      section={transfers}
      withheld="Transfers to other banks are not shown to your role."
      empty="No transfer to another bank."
      heads={[
        ['Date', 'text'],
        ['Beneficiary', 'text'],
        ['Amount', 'amount'],
        ['Status', 'text'],
      ]}
      row={(transfer) => (
        <tr key={transfer.id}>
          <td className={`${table.cell} ${record.nowrap}`}>
            {formatBankDateTime(transfer.createdAt)}
          </td>
          <td className={table.cell}>
            {transfer.beneficiaryAccountName}
            <span className={record.listNote}>
              {transfer.beneficiaryBankName} · {transfer.beneficiaryAccountNumber}
            </span>
          </td>
          <td className={amountCell}>
            <Money kobo={transfer.amountKobo} />
            <span className={record.listNote}>from {transfer.debitAccountNumber}</span>
          </td>
          <td className={table.cell}>
            <Pill word={transferStatusWord(transfer.status)} />
          </td>
        </tr>
      )}
    />
  );
}
