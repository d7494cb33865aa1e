import { amountInWords } from '../../policies/amount-words';
import { bankDate, formatBankDate } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { renderPdf } from '../http/pdf';
import { findTenant } from '../tenancy/tenant.repository';
import { type TermDepositRow, type TermDepositView, termDepositViews } from './term-deposit-view';

/** Wide enough for the longest label on one line. */
const LABEL_PT = 170;

/** A deposit not yet funded, or refused, has no certificate: it holds nothing yet. */
const NOT_CERTIFIABLE: ReadonlySet<string> = new Set(['PENDING_APPROVAL', 'REJECTED']);

const INSTRUCTION_WORDS: Readonly<Record<TermDepositView['maturityInstruction'], string>> = {
  PAY_OUT: 'Pay the principal and the interest, net of tax, into the account',
  ROLL_OVER_PRINCIPAL:
    'Roll the principal over into a new deposit and pay the interest, net of tax, into the account',
  ROLL_OVER_PRINCIPAL_AND_INTEREST:
    'Roll the principal and the interest, net of tax, over into a new deposit',
};

/** "6 months", "1 month", "90 days": the tenor in words of its unit. */
export function tenorText(tenor: number, unit: TermDepositView['tenorUnit']): string {
  const word = unit === 'DAYS' ? 'day' : 'month';
  return `${tenor} ${word}${tenor === 1 ? '' : 's'}`;
}

/** The deposit the caller may see, or 404 as reading it answers (another tenant's, another branch's). */
export async function visibleTermDepositRow(
  t: TenantTx,
  id: string,
  branchIds: readonly string[] | null,
): Promise<TermDepositRow> {
  const row = await t.trx
    .selectFrom('term_deposit')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (branchIds !== null && !branchIds.includes(row.branch_id))) {
    throw new DomainError('term_deposit_not_found');
  }
  return row;
}

export interface TermDepositCertificate {
  readonly fileName: string;
  readonly pdf: Buffer;
}

/** The certificate a depositor keeps: one page, every figure in the bank's formats. */
export async function termDepositCertificate(
  t: TenantTx,
  id: string,
  branchIds: readonly string[] | null,
  now: Date,
): Promise<TermDepositCertificate> {
  const row = await visibleTermDepositRow(t, id, branchIds);
  if (NOT_CERTIFIABLE.has(row.status)) throw new DomainError('term_deposit_not_certifiable');
  const [deposit] = (await termDepositViews(t, [row])) as [TermDepositView];
  const bankName = (await findTenant(t))?.name ?? '';
  const pdf = await certificatePdf(bankName, deposit, formatBankDate(bankDate(now.getTime())));
  return { fileName: `term-deposit-certificate-${deposit.depositNumber}.pdf`, pdf };
}

export function certificatePdf(
  bankName: string,
  d: TermDepositView,
  issuedOn: string,
): Promise<Buffer> {
  const meta = {
    bankName,
    heading: 'Term Deposit Certificate',
    title: `Term Deposit Certificate ${d.depositNumber}`,
  };
  return renderPdf(meta, (pdf) => {
    pdf.keyValues(
      [
        ['Deposit number', d.depositNumber],
        ['Depositor', d.customerName],
        ['Account number', d.accountNumber],
        ['Product', d.productName],
      ],
      LABEL_PT,
    );
    pdf.figure('Principal', formatKobo(d.principalKobo), LABEL_PT);
    pdf.keyValues([['Amount in words', amountInWords(d.principalKobo)]], LABEL_PT);
    pdf.section('Terms');
    pdf.keyValues(
      [
        ['Interest rate', `${d.annualInterestRate} % a year`],
        ['Tenor', tenorText(d.tenor, d.tenorUnit)],
        ['Start date', formatBankDate(d.startDate)],
        ['Maturity date', formatBankDate(d.maturityDate)],
      ],
      LABEL_PT,
    );
    pdf.section('At maturity');
    pdf.keyValues(
      [
        ['Interest', formatKobo(d.interestKobo)],
        ['Withholding tax', formatKobo(d.withholdingTaxKobo)],
        ['Maturity amount (gross)', formatKobo(d.maturityAmountKobo)],
        ['Maturity amount (net of tax)', formatKobo(d.netMaturityAmountKobo)],
        ['Maturity instruction', INSTRUCTION_WORDS[d.maturityInstruction]],
      ],
      LABEL_PT,
    );
    if (d.lien) {
      pdf.section('Lien');
      pdf.keyValues(
        [
          [
            'Note',
            `This deposit is held under lien (${d.lien.reason}) and cannot be paid out or liquidated until the lien is released.`,
          ],
        ],
        LABEL_PT,
      );
    }
    pdf.gap(12);
    pdf.keyValues([['Date issued', issuedOn]], LABEL_PT);
    pdf.gap(36);
    pdf.keyValues(
      [
        ['Authorised signatory', '________________________________'],
        ['Authorised signatory', '________________________________'],
      ],
      LABEL_PT,
    );
  });
}
