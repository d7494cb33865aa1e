/**
 * The product's forms a tenant may put rules on: for each, the fields as the request body names
 * them (dotted when nested), their words, their kind and the server's own limits for them as the
 * contract states them. `form-catalogue.test.ts` reads the contract and checks every limit here,
 * so the two cannot drift; a rule may only tighten these (`contradictions` in `form-rules.ts`).
 */
export type FormFieldKind = 'text' | 'number' | 'money' | 'date' | 'select';

/** The server's limits of one field; money limits are in kobo. */
export interface ServerLimits {
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface CatalogueField {
  readonly name: string;
  readonly label: string;
  readonly kind: FormFieldKind;
  readonly server: ServerLimits;
}

export interface CatalogueForm {
  readonly id: FormId;
  readonly title: string;
  /** The operation the form sends, and the request schema whose fields it fills. */
  readonly operationId: string;
  readonly schema: string;
  readonly fields: readonly CatalogueField[];
}

export const FORM_IDS = [
  'customer.create',
  'account.open',
  'transfer',
  'nip.transfer',
  'cash.deposit',
  'cash.withdrawal',
  'loan.application',
  'expense',
  'asset',
  'term-deposit',
  'user',
] as const;
export type FormId = (typeof FORM_IDS)[number];

const ID = { minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const PHONE = { maxLength: 14, pattern: '^(\\+234|0)[789][01]\\d{8}$' } as const;
const DIGITS_11 = { minLength: 11, maxLength: 11, pattern: '^\\d{11}$' } as const;
const GL_CODE = { minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' } as const;
const MAX_KOBO = 100_000_000_000_000;
const POSITIVE_KOBO = { minimum: 1, maximum: MAX_KOBO } as const;
const ANY_KOBO = { minimum: 0, maximum: MAX_KOBO } as const;

type Limits = Omit<ServerLimits, 'required'>;
const field =
  (kind: FormFieldKind, required: boolean) =>
  (name: string, label: string, limits: Limits = {}): CatalogueField => ({
    name,
    label,
    kind,
    server: { required, ...limits },
  });
const text = field('text', true);
const optionalText = field('text', false);
const money = field('money', true);
const num = field('number', true);
const optionalNum = field('number', false);
const date = field('date', true);
const optionalDate = field('date', false);
const select = field('select', true);
const optionalSelect = field('select', false);

const CASH_FIELDS = [
  select('accountId', 'Account', ID),
  money('amountKobo', 'Amount', POSITIVE_KOBO),
  text('partyName', 'Name', { minLength: 2, maxLength: 120 }),
  text('partyPhone', 'Phone', PHONE),
  optionalText('narration', 'Narration', { maxLength: 100 }),
];

export const FORM_CATALOGUE: readonly CatalogueForm[] = [
  {
    id: 'customer.create',
    title: 'Create Customer (individual)',
    operationId: 'createCustomer',
    schema: 'IndividualCustomerCreateRequest',
    fields: [
      text('firstName', 'First name', { minLength: 1, maxLength: 120 }),
      optionalText('middleName', 'Middle name', { maxLength: 120 }),
      text('lastName', 'Last name', { minLength: 1, maxLength: 120 }),
      select('gender', 'Gender'),
      date('dateOfBirth', 'Date of birth'),
      text('phone', 'Phone', PHONE),
      optionalText('email', 'Email', { maxLength: 254 }),
      text('address.line1', 'Address line 1', { minLength: 1, maxLength: 120 }),
      optionalText('address.line2', 'Address line 2', { maxLength: 120 }),
      text('address.city', 'City', { minLength: 1, maxLength: 64 }),
      optionalText('address.lga', 'LGA', { maxLength: 64 }),
      select('address.state', 'State'),
      text('bvn', 'BVN', DIGITS_11),
      optionalText('nin', 'NIN', DIGITS_11),
      num('kycTier', 'KYC tier', { minimum: 1, maximum: 3 }),
      optionalSelect('branchId', 'Branch', ID),
    ],
  },
  {
    id: 'account.open',
    title: 'Open Account',
    operationId: 'openAccount',
    schema: 'AccountOpenRequest',
    fields: [
      select('customerId', 'Customer', ID),
      select('productId', 'Product', ID),
      optionalSelect('branchId', 'Branch', ID),
      optionalText('name', 'Account name', { minLength: 1, maxLength: 120 }),
    ],
  },
  {
    id: 'transfer',
    title: 'Transfer',
    operationId: 'createTransfer',
    schema: 'TransferRequest',
    fields: [
      select('fromAccountId', 'From account', ID),
      select('toAccountId', 'To account', ID),
      money('amountKobo', 'Amount', POSITIVE_KOBO),
      text('narration', 'Narration', { minLength: 1, maxLength: 255 }),
      optionalText('reference', 'Reference', { minLength: 1, maxLength: 64 }),
    ],
  },
  {
    id: 'nip.transfer',
    title: 'NIP Transfer',
    operationId: 'createNipTransfer',
    schema: 'NipTransferRequest',
    fields: [
      select('debitAccountId', 'Debit account', ID),
      select('beneficiaryBankCode', 'Beneficiary bank', {
        minLength: 6,
        maxLength: 6,
        pattern: '^[0-9]{6}$',
      }),
      text('beneficiaryAccountNumber', 'Beneficiary account number', {
        minLength: 10,
        maxLength: 10,
        pattern: '^[0-9]{10}$',
      }),
      text('beneficiaryAccountName', 'Beneficiary name', { minLength: 1, maxLength: 200 }),
      money('amountKobo', 'Amount', POSITIVE_KOBO),
      text('narration', 'Narration', { minLength: 1, maxLength: 100 }),
    ],
  },
  {
    id: 'cash.deposit',
    title: 'Cash Deposit',
    operationId: 'createCashDeposit',
    schema: 'CashTransactionRequest',
    fields: CASH_FIELDS,
  },
  {
    id: 'cash.withdrawal',
    title: 'Cash Withdrawal',
    operationId: 'createCashWithdrawal',
    schema: 'CashTransactionRequest',
    fields: CASH_FIELDS,
  },
  {
    id: 'loan.application',
    title: 'Credit Application',
    operationId: 'applyForLoan',
    schema: 'CreditApplicationRequest',
    fields: [
      select('customerId', 'Customer', ID),
      select('productId', 'Loan product', ID),
      money('principalKobo', 'Principal', POSITIVE_KOBO),
      optionalNum('numberOfRepayments', 'Number of repayments', { minimum: 1, maximum: 600 }),
      optionalText('annualInterestRate', 'Annual interest rate', {
        minLength: 1,
        maxLength: 16,
        pattern: '^[0-9]{1,4}([.][0-9]+)?$',
      }),
      select('accountId', 'Disbursement account', ID),
      text('purpose', 'Purpose', { minLength: 1, maxLength: 255 }),
      money('monthlyIncomeKobo', 'Monthly income', ANY_KOBO),
      select('employmentType', 'Employment'),
      money('existingMonthlyObligationsKobo', 'Existing monthly obligations', ANY_KOBO),
      optionalNum('bureauMaxDaysInArrears', 'Bureau worst days in arrears', {
        minimum: 0,
        maximum: 10_000,
      }),
    ],
  },
  {
    id: 'expense',
    title: 'Record Expense',
    operationId: 'createExpense',
    schema: 'ExpenseCreateRequest',
    fields: [
      text('payeeName', 'Payee', { minLength: 1, maxLength: 120 }),
      select('payeeType', 'Payee type'),
      select('supplyKind', 'Supply'),
      select('glAccountCode', 'Expense account', { minLength: 1, maxLength: 20 }),
      select('branchCode', 'Branch', { minLength: 1, maxLength: 32 }),
      optionalSelect('paidFromAccountCode', 'Paid from', { minLength: 1, maxLength: 20 }),
      money('amountKobo', 'Amount', { minimum: 1, maximum: 1_000_000_000_000 }),
      text('invoiceReference', 'Invoice reference', { minLength: 1, maxLength: 64 }),
      date('invoiceDate', 'Invoice date'),
      text('description', 'Description', { minLength: 1, maxLength: 255 }),
    ],
  },
  {
    id: 'asset',
    title: 'Register Asset',
    operationId: 'createAsset',
    schema: 'AssetCreateRequest',
    fields: [
      text('tag', 'Tag', { minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9/_.-]*$' }),
      text('name', 'Name', { minLength: 1, maxLength: 120 }),
      text('category', 'Category', { minLength: 1, maxLength: 64 }),
      select('branchCode', 'Branch', { minLength: 1, maxLength: 20 }),
      money('costKobo', 'Cost', POSITIVE_KOBO),
      date('acquisitionDate', 'Acquisition date'),
      date('availableForUseDate', 'Available for use'),
      date('depreciationStartDate', 'Depreciation starts'),
      num('totalDepreciations', 'Number of depreciations', { minimum: 1, maximum: 600 }),
      num('frequencyMonths', 'Months between depreciations', { minimum: 1, maximum: 120 }),
      money('salvageValueKobo', 'Salvage value', ANY_KOBO),
      select('depreciationMethod', 'Method'),
      select('paidFromGlAccountCode', 'Paid from', GL_CODE),
    ],
  },
  {
    id: 'term-deposit',
    title: 'Book Term Deposit',
    operationId: 'bookTermDeposit',
    schema: 'TermDepositBookingInput',
    fields: [
      select('productId', 'Product', ID),
      select('accountId', 'Account', ID),
      money('amountKobo', 'Amount', POSITIVE_KOBO),
      num('tenor', 'Tenor (days)', { minimum: 1, maximum: 3660 }),
      select('funding', 'Funding'),
      select('maturityInstruction', 'At maturity'),
      optionalDate('startDate', 'Start date'),
      optionalText('narration', 'Narration', { maxLength: 140 }),
    ],
  },
  {
    id: 'user',
    title: 'Create User',
    operationId: 'createUser',
    schema: 'UserCreateRequest',
    fields: [
      text('username', 'Username', { minLength: 3, maxLength: 64, pattern: '^[a-z0-9._-]{3,64}$' }),
      text('fullName', 'Full name', { minLength: 1, maxLength: 120 }),
      text('email', 'Email', { maxLength: 254 }),
      optionalText('phone', 'Phone', PHONE),
      optionalSelect('branchId', 'Branch', { maxLength: 64 }),
    ],
  },
];

/** The form of an id, or undefined for one the catalogue does not know. */
export function catalogueForm(formId: string): CatalogueForm | undefined {
  return FORM_CATALOGUE.find((form) => form.id === formId);
}

export function catalogueField(formId: string, name: string): CatalogueField | undefined {
  return catalogueForm(formId)?.fields.find((f) => f.name === name);
}

/** The form of a catalogued id (every FormId has one). */
export function formOf(formId: FormId): CatalogueForm {
  const form = catalogueForm(formId);
  if (!form) throw new Error(`The form catalogue lacks ${formId}.`);
  return form;
}
