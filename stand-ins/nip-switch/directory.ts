import { accountNumberOf } from './nuban';
import { OUTCOMES, type Outcome, type Script } from './outcomes';

/** One beneficiary account the switch can name and credit. */
export interface DirectoryAccount {
  /** The beneficiary institution's 6-digit NIP code. */
  readonly institutionCode: string;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly bankVerificationNumber: string;
  readonly kycLevel: string;
  /** How the switch answers transfers to this account unless someone scripts it; 00 if absent. */
  readonly script?: Script;
}

/** Guaranty Trust Bank: NIP code 000013, CBN code 058 (the NUBAN check digit uses the CBN code). */
const GTBANK = { nipCode: '000013', cbnCode: '058' } as const;

function account(
  bank: { readonly nipCode: string; readonly cbnCode: string },
  serial: number,
  accountName: string,
  bankVerificationNumber: string,
  kycLevel: string,
  script?: Script,
): DirectoryAccount {
  const accountNumber = accountNumberOf(bank.cbnCode, serial);
  const named = {
    institutionCode: bank.nipCode,
    accountNumber,
    accountName,
    bankVerificationNumber,
    kycLevel,
  };
  return script ? { ...named, script } : named;
}

/**
 * The serial of each outcome's account ends in the code it answers, so a tester can tell them
 * apart at a glance: 990000051 answers 51. No answer ends in 97 (NIP's "timeout waiting for
 * response") and a late answer in 68 ("response received too late").
 */
const OUTCOME_SERIAL_ENDINGS: Readonly<Record<Outcome, number>> = {
  '00': 0,
  '01': 1,
  '09': 9,
  '25': 25,
  '34': 34,
  '51': 51,
  '91': 91,
  '96': 96,
  timeout: 97,
  late: 68,
};

const OUTCOME_NAMES: Readonly<Record<Outcome, string>> = {
  '00': 'OUTCOME 00 APPROVED',
  '01': 'OUTCOME 01 STATUS UNKNOWN',
  '09': 'OUTCOME 09 IN PROGRESS',
  '25': 'OUTCOME 25 NO RECORD',
  '34': 'OUTCOME 34 SUSPECTED FRAUD',
  '51': 'OUTCOME 51 NO FUNDS',
  '91': 'OUTCOME 91 BANK UNAVAILABLE',
  '96': 'OUTCOME 96 MALFUNCTION',
  timeout: 'OUTCOME NO ANSWER',
  late: 'OUTCOME LATE ANSWER',
};

/** One GTBank account per outcome, answering it until someone scripts that account otherwise. */
export const OUTCOME_ACCOUNTS: Readonly<Record<Outcome, DirectoryAccount>> = Object.fromEntries(
  OUTCOMES.map((outcome) => {
    const ending = OUTCOME_SERIAL_ENDINGS[outcome];
    const bvn = `222990000${String(ending).padStart(2, '0')}`;
    const script: Script = { outcome, statusAfter: '00' };
    return [
      outcome,
      account(GTBANK, 990_000_000 + ending, OUTCOME_NAMES[outcome], bvn, '3', script),
    ];
  }),
) as Record<Outcome, DirectoryAccount>;

/**
 * A few accounts at large banks, with valid NUBAN check digits, for the demo and the tests, then
 * one account per outcome. The first four answer 00 unless a test scripts them; EMEKA never
 * answers a transfer in time and then is not found by a status query (25), so a demo user can
 * watch a transfer be queried and reversed.
 */
export const DEFAULT_DIRECTORY: readonly DirectoryAccount[] = [
  account(GTBANK, 1_234_567, 'ADAEZE NWOSU', '22212345671', '3'),
  account({ nipCode: '000014', cbnCode: '044' }, 7_654_321, 'BABATUNDE OKAFOR', '22287654321', '2'),
  account({ nipCode: '000015', cbnCode: '057' }, 1_000_001, 'CHIOMA BELLO', '22233334444', '3'),
  account({ nipCode: '000004', cbnCode: '033' }, 2_000_002, 'DANLADI MUSA', '22255556666', '1'),
  account(GTBANK, 3_000_003, 'EMEKA OKONKWO', '22277778888', '3', {
    outcome: 'timeout',
    statusAfter: '25',
  }),
  ...OUTCOMES.map((outcome) => OUTCOME_ACCOUNTS[outcome]),
];
