import type { NipTransferQuote } from '../../../api/nip.api';
import type { Failure } from '../../../machines/failure';
import { formatKobo } from '../../../policies/money';
import { Notice } from '../../components/notice';
import * as styles from './nip.css';
import type { NipDraft } from './nip-draft';

export type QuoteState =
  | { readonly state: 'idle' }
  | { readonly state: 'busy' }
  | { readonly state: 'done'; readonly value: NipTransferQuote }
  | { readonly state: 'failed'; readonly failure: Failure };

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}

/** The charges and what the customer's KYC tier allows, as the server quotes them. */
export function QuoteFigures({ quote }: { quote: NipTransferQuote }) {
  const leftToday = Math.max(0, quote.dailyLimitKobo - quote.usedTodayKobo);
  return (
    <div className={styles.stack}>
      <dl className={styles.summary} aria-label="Charges">
        <Line label="Amount" value={formatKobo(quote.amountKobo)} />
        <Line label="Fee" value={formatKobo(quote.feeKobo)} testId="quote-fee" />
        <Line label="VAT on fee" value={formatKobo(quote.vatKobo)} testId="quote-vat" />
        <dt className={styles.summaryTotalLabel}>Total debit</dt>
        <dd className={styles.summaryTotal} data-testid="quote-total">
          {formatKobo(quote.totalDebitKobo)}
        </dd>
        <Line label="Available now" value={formatKobo(quote.availableKobo)} />
        <Line
          label="Available after"
          value={formatKobo(quote.availableKobo - quote.totalDebitKobo)}
          testId="quote-available-after"
        />
      </dl>
      <dl className={styles.summary} aria-label="Limits">
        <Line label="KYC tier" value={`Tier ${quote.kycTier}`} />
        <Line label="Limit per transfer" value={formatKobo(quote.perTransactionLimitKobo)} />
        <Line label="Daily limit" value={formatKobo(quote.dailyLimitKobo)} />
        <Line label="Sent today" value={formatKobo(quote.usedTodayKobo)} />
        <Line label="Left today" value={formatKobo(leftToday)} />
      </dl>
      {quote.totalDebitKobo > quote.availableKobo && (
        <Notice tone="danger">
          The account’s available balance does not cover the amount, fee and VAT.
        </Notice>
      )}
      {quote.amountKobo > quote.perTransactionLimitKobo ? (
        <Notice tone="danger">
          The amount is above the customer’s limit for one transfer (tier {quote.kycTier}).
        </Notice>
      ) : (
        quote.usedTodayKobo + quote.amountKobo > quote.dailyLimitKobo && (
          <Notice tone="danger">
            The amount would take the customer over their daily limit (tier {quote.kycTier}).
          </Notice>
        )
      )}
      {quote.approvalLevels > 0 && (
        <Notice tone="warning">
          <span data-testid="quote-approval">
            Needs approval ({quote.approvalLevels} {quote.approvalLevels === 1 ? 'level' : 'levels'}
            ).
          </span>{' '}
          The amount, fee and VAT will be held until it is approved.
        </Notice>
      )}
    </div>
  );
}

/** The side panel: who pays whom, and the quote as it stands for the amount typed. */
export function NipSummary({ draft, quote }: { draft: NipDraft; quote: QuoteState }) {
  return (
    <div className={styles.stack} aria-live="polite" aria-busy={quote.state === 'busy'}>
      <h2 className={styles.sectionTitle}>Summary</h2>
      <dl className={styles.summary}>
        <dt className={styles.summaryLabel}>From</dt>
        <dd className={styles.summaryText}>
          {draft.debit ? `${draft.debit.accountNumber} · ${draft.debit.name}` : '—'}
        </dd>
        <dt className={styles.summaryLabel}>To</dt>
        <dd className={styles.summaryText}>
          {draft.enquiry
            ? `${draft.enquiry.accountNumber} · ${draft.enquiry.accountName} (${draft.enquiry.bankName})`
            : '—'}
        </dd>
      </dl>
      {quote.state === 'idle' && (
        <span className={styles.muted}>
          Choose the debit account and type an amount to see the fee, VAT and limits.
        </span>
      )}
      {quote.state === 'busy' && (
        <span className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" /> Working out the charges…
        </span>
      )}
      {quote.state === 'failed' && (
        <Notice tone="danger">The charges could not be worked out: {quote.failure.message}</Notice>
      )}
      {quote.state === 'done' && <QuoteFigures quote={quote.value} />}
    </div>
  );
}
