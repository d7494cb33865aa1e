import { formatKobo } from './money';

/**
 * What each kind of message may say and how a template becomes its text. Shared by the server
 * (which renders every queued message and refuses templates with unknown placeholders) and the
 * console (whose template page previews with the same renderer and the same sample values).
 */
export const MESSAGE_KINDS = [
  'DEBIT_ALERT',
  'CREDIT_ALERT',
  'USER_OTP',
  'APPROVAL_WAITING',
  'TERM_DEPOSIT_MATURED',
  'INSTALMENT_OVERDUE',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = 'EMAIL' | 'SMS';

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  DEBIT_ALERT: 'Debit alert',
  CREDIT_ALERT: 'Credit alert',
  USER_OTP: "New user's one-time password",
  APPROVAL_WAITING: 'Approval waiting',
  TERM_DEPOSIT_MATURED: 'Term deposit matured',
  INSTALMENT_OVERDUE: 'Instalment overdue',
};

export const SUBJECT_MAX = 200;
export const BODY_MAX = 2000;
/** Three SMS parts of 160 characters: longer alerts cost more than they tell. */
export const SMS_BODY_MAX = 480;

const ALERT = [
  'customerName',
  'accountNumber',
  'amount',
  'balance',
  'narration',
  'date',
  'bankName',
];

/** The placeholders each kind may use, without braces. */
export const MESSAGE_PLACEHOLDERS: Record<MessageKind, readonly string[]> = {
  DEBIT_ALERT: ALERT,
  CREDIT_ALERT: ALERT,
  USER_OTP: ['name', 'username', 'otp', 'bankName', 'date'],
  APPROVAL_WAITING: ['name', 'requestType', 'summary', 'requestedBy', 'level', 'bankName', 'date'],
  TERM_DEPOSIT_MATURED: [
    'customerName',
    'depositNumber',
    'principal',
    'interest',
    'amount',
    'accountNumber',
    'date',
    'bankName',
  ],
  INSTALMENT_OVERDUE: [
    'customerName',
    'loanNumber',
    'instalmentNumber',
    'amount',
    'dueDate',
    'date',
    'bankName',
  ],
};

/** What the preview fills in: what a real message of the kind would read like. */
export const SAMPLE_VALUES: Record<MessageKind, Record<string, string>> = {
  DEBIT_ALERT: alertSample('Transfer to Chinedu Okafor', 2_500_000, 11_875_050),
  CREDIT_ALERT: alertSample('Salary for November', 35_000_000, 46_875_050),
  USER_OTP: {
    name: 'Ngozi Eze',
    username: 'ngozi.eze',
    otp: 'Kx7-pQ2m-9Ta',
    bankName: 'Kobo Microfinance Bank',
    date: '28 Nov 2026, 09:15',
  },
  APPROVAL_WAITING: {
    name: 'Tunde Bakare',
    requestType: 'Cash withdrawal',
    summary: 'Withdrawal of ₦750,000.00 from 0123456789',
    requestedBy: 'Amaka Obi',
    level: '1',
    bankName: 'Kobo Microfinance Bank',
    date: '28 Nov 2026, 09:15',
  },
  TERM_DEPOSIT_MATURED: {
    customerName: 'Adaeze Nwosu',
    depositNumber: 'TD-000123',
    principal: formatKobo(100_000_000),
    interest: formatKobo(3_287_671),
    amount: formatKobo(103_287_671),
    accountNumber: '******6789',
    date: '28 Nov 2026',
    bankName: 'Kobo Microfinance Bank',
  },
  INSTALMENT_OVERDUE: {
    customerName: 'Ibrahim Musa',
    loanNumber: 'LN-000045',
    instalmentNumber: '3',
    amount: formatKobo(4_583_333),
    dueDate: '27 Nov 2026',
    date: '28 Nov 2026',
    bankName: 'Kobo Microfinance Bank',
  },
};

function alertSample(narration: string, amountKobo: number, balanceKobo: number) {
  return {
    customerName: 'Adaeze Nwosu',
    accountNumber: '******6789',
    amount: formatKobo(amountKobo),
    balance: formatKobo(balanceKobo),
    narration,
    date: '28 Nov 2026, 09:15',
    bankName: 'Kobo Microfinance Bank',
  };
}

export interface TemplateText {
  readonly enabled: boolean;
  readonly channels: readonly MessageChannel[];
  readonly subject: string;
  readonly body: string;
}

/** What every tenant sends until it saves its own. */
export const DEFAULT_TEMPLATES: Record<MessageKind, TemplateText> = {
  DEBIT_ALERT: {
    enabled: true,
    channels: ['SMS', 'EMAIL'],
    subject: 'Debit alert on {{accountNumber}}',
    body: 'Debit: {{amount}} on {{accountNumber}}, {{date}}. {{narration}}. Balance: {{balance}}. {{bankName}}',
  },
  CREDIT_ALERT: {
    enabled: true,
    channels: ['SMS', 'EMAIL'],
    subject: 'Credit alert on {{accountNumber}}',
    body: 'Credit: {{amount}} on {{accountNumber}}, {{date}}. {{narration}}. Balance: {{balance}}. {{bankName}}',
  },
  USER_OTP: {
    enabled: true,
    channels: ['EMAIL'],
    subject: 'Your {{bankName}} console sign-in',
    body: 'Dear {{name}}, your user name is {{username}} and your one-time password is {{otp}}. You will be asked to choose your own password when you first sign in.',
  },
  APPROVAL_WAITING: {
    enabled: true,
    channels: ['EMAIL'],
    subject: '{{requestType}} waiting for your approval',
    body: 'Dear {{name}}, {{requestedBy}} asks for your approval (level {{level}}): {{summary}}. Open Approvals in the console to decide.',
  },
  TERM_DEPOSIT_MATURED: {
    enabled: true,
    channels: ['SMS', 'EMAIL'],
    subject: 'Your term deposit {{depositNumber}} has matured',
    body: 'Dear {{customerName}}, your term deposit {{depositNumber}} matured on {{date}}: principal {{principal}}, interest {{interest}}. {{bankName}}',
  },
  INSTALMENT_OVERDUE: {
    enabled: true,
    channels: ['SMS', 'EMAIL'],
    subject: 'Loan {{loanNumber}}: instalment {{instalmentNumber}} is overdue',
    body: 'Dear {{customerName}}, instalment {{instalmentNumber}} of your loan {{loanNumber}} ({{amount}}) was due on {{dueDate}} and is unpaid. Please pay to avoid penalties. {{bankName}}',
  },
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** The placeholders of a text that the kind does not have. */
export function unknownPlaceholders(kind: MessageKind, text: string): string[] {
  const known = new Set(MESSAGE_PLACEHOLDERS[kind]);
  return placeholdersIn(text).filter((name) => !known.has(name));
}

/** Fills in each placeholder; one without a value reads as nothing rather than as braces. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

export interface TemplateProblem {
  readonly field: 'subject' | 'body' | 'channels';
  readonly code: 'placeholder_unknown' | 'too_long' | 'required';
  readonly message: string;
}

/** Why a template cannot be saved (none: it can); placeholder problems come first. */
export function templateProblems(kind: MessageKind, template: TemplateText): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const field of ['subject', 'body'] as const) {
    for (const name of unknownPlaceholders(kind, template[field])) {
      problems.push({
        field,
        code: 'placeholder_unknown',
        message: `{{${name}}} is not a placeholder of this kind of message.`,
      });
    }
  }
  if (template.channels.includes('EMAIL') && template.subject.trim() === '') {
    problems.push({ field: 'subject', code: 'required', message: 'An email needs a subject.' });
  }
  if (template.subject.length > SUBJECT_MAX) {
    problems.push(tooLong('subject', `The subject may hold at most ${SUBJECT_MAX} characters.`));
  }
  const bodyMax = template.channels.includes('SMS') ? SMS_BODY_MAX : BODY_MAX;
  if (template.body.length > bodyMax) {
    problems.push(
      tooLong(
        'body',
        `The body may hold at most ${bodyMax} characters${bodyMax === SMS_BODY_MAX ? ' when it goes by SMS' : ''}.`,
      ),
    );
  }
  if (template.enabled && template.channels.length === 0) {
    problems.push({ field: 'channels', code: 'required', message: 'Choose email, SMS or both.' });
  }
  return problems;
}

function tooLong(field: 'subject' | 'body', message: string): TemplateProblem {
  return { field, code: 'too_long', message };
}

/** The template filled in with the kind's sample values, as the preview shows it. */
export function previewTemplate(
  kind: MessageKind,
  template: Pick<TemplateText, 'subject' | 'body'>,
): { subject: string; body: string } {
  const values = SAMPLE_VALUES[kind];
  return {
    subject: renderTemplate(template.subject, values),
    body: renderTemplate(template.body, values),
  };
}
