/** The kinds of institution the contract's BankCategory names. */
export const BANK_CATEGORIES = [
  'COMMERCIAL',
  'MERCHANT',
  'NON_INTEREST',
  'MICROFINANCE',
  'MORTGAGE',
  'MOBILE_MONEY',
  'PAYMENT_SERVICE',
  'OTHER',
] as const;

export type BankCategory = (typeof BANK_CATEGORIES)[number];

/** One institution reachable over NIP, as the demo tenants start with it. */
export interface Institution {
  readonly name: string;
  /** The CBN's 3-digit bank code (the NUBAN bank code); null where it has none. */
  readonly cbnCode: string | null;
  /** The 6-digit institution code on the NIP switch. */
  readonly nipCode: string;
  readonly category: BankCategory;
  /** False for an institution transfers no longer go to (merged away or licence revoked). */
  readonly active: boolean;
}

type Row = readonly [name: string, cbnCode: string | null, nipCode: string];

function kind(category: BankCategory, rows: readonly Row[], active = true): Institution[] {
  return rows.map(([name, cbnCode, nipCode]) => ({ name, cbnCode, nipCode, category, active }));
}

/**
 * Nigerian institutions reachable over NIP, with their codes. The NIP codes follow the NIBSS NIP
 * financial institution list as published in public copies (NIBSS's own list of institution codes
 * as payment processors and fintech integrations reproduce it); the CBN codes follow the CBN's
 * bank codes as the published NUBAN bank code lists give them, kept only where several public
 * lists agree. An institution whose code could not be confirmed is left out rather than guessed;
 * the switch's financial institution list message (032) is what refreshes this list in service.
 */
export const NIGERIAN_INSTITUTIONS: readonly Institution[] = [
  // Parallex Bank is left out for now: only one public list gave its NIP code.
  ...kind('COMMERCIAL', [
    ['Access Bank', '044', '000014'],
    ['Citibank Nigeria', '023', '000009'],
    ['Ecobank Nigeria', '050', '000010'],
    ['Fidelity Bank', '070', '000007'],
    ['First Bank of Nigeria', '011', '000016'],
    ['First City Monument Bank', '214', '000003'],
    ['Globus Bank', '103', '000027'],
    ['Guaranty Trust Bank', '058', '000013'],
    ['Keystone Bank', '082', '000002'],
    ['Optimus Bank', '107', '000036'],
    ['Polaris Bank', '076', '000008'],
    ['PremiumTrust Bank', '105', '000031'],
    ['Providus Bank', '101', '000023'],
    ['Signature Bank', '106', '000034'],
    ['Stanbic IBTC Bank', '221', '000012'],
    ['Standard Chartered Bank', '068', '000021'],
    ['Sterling Bank', '232', '000001'],
    ['SunTrust Bank', '100', '000022'],
    ['Titan Trust Bank', '102', '000025'],
    ['Union Bank of Nigeria', '032', '000018'],
    ['United Bank for Africa', '033', '000004'],
    ['Unity Bank', '215', '000011'],
    ['Wema Bank', '035', '000017'],
    ['Zenith Bank', '057', '000015'],
  ]),
  // Diamond Bank merged into Access Bank in 2019; the CBN revoked Heritage Bank's licence in 2024.
  ...kind(
    'COMMERCIAL',
    [
      ['Access Bank (Diamond)', '063', '000005'],
      ['Heritage Bank', '030', '000020'],
    ],
    false,
  ),
  // FBNQuest's CBN code differs between the public lists, so it is left empty rather than guessed.
  ...kind('MERCHANT', [
    ['Coronation Merchant Bank', '559', '060001'],
    ['FBNQuest Merchant Bank', null, '060002'],
    ['FSDH Merchant Bank', '501', '400001'],
    ['Greenwich Merchant Bank', '562', '060004'],
    ['Nova Merchant Bank', '561', '060003'],
    ['Rand Merchant Bank', '502', '000024'],
  ]),
  ...kind('NON_INTEREST', [
    ['Jaiz Bank', '301', '000006'],
    ['Lotus Bank', '303', '000029'],
    ['TAJ Bank', '302', '000026'],
  ]),
  ...kind('MICROFINANCE', [
    ['AB Microfinance Bank', null, '090270'],
    ['Accion Microfinance Bank', null, '090134'],
    ['Addosser Microfinance Bank', null, '090160'],
    ['Advans La Fayette Microfinance Bank', null, '090155'],
    ['Baobab Microfinance Bank', null, '090136'],
    ['Boctrust Microfinance Bank', null, '090117'],
    ['FairMoney Microfinance Bank', null, '090551'],
    ['Fina Trust Microfinance Bank', null, '090111'],
    ['Firmus Microfinance Bank', null, '090366'],
    ['Hasal Microfinance Bank', null, '090121'],
    ['Infinity Microfinance Bank', null, '090157'],
    ['Kuda Microfinance Bank', null, '090267'],
    ['LAPO Microfinance Bank', null, '090177'],
    ['Mkobo Microfinance Bank', null, '090455'],
    ['Moniepoint Microfinance Bank', null, '090405'],
    ['Mutual Trust Microfinance Bank', null, '090151'],
    ['Personal Trust Microfinance Bank', null, '090135'],
    ['Petra Microfinance Bank', null, '090165'],
    ['RenMoney Microfinance Bank', null, '090198'],
    ['Safe Haven Microfinance Bank', null, '090286'],
    ['Seed Capital Microfinance Bank', null, '090112'],
    ['Sparkle Microfinance Bank', null, '090325'],
    ['VFD Microfinance Bank', null, '090110'],
  ]),
  ...kind('MORTGAGE', [
    ['Abbey Mortgage Bank', null, '070010'],
    ['Brent Mortgage Bank', null, '070015'],
    ['Coop Mortgage Bank', null, '070021'],
    ['First Generation Mortgage Bank', null, '070014'],
    ['Gateway Mortgage Bank', null, '070009'],
    ['Haggai Mortgage Bank', null, '070017'],
    ['Infinity Trust Mortgage Bank', null, '070016'],
    ['Lagos Building Investment Company', null, '070012'],
    ['Platinum Mortgage Bank', null, '070013'],
    ['Refuge Mortgage Bank', null, '070011'],
  ]),
  ...kind('MOBILE_MONEY', [
    ['Access Money', null, '100013'],
    ['Cellulant', null, '100005'],
    ['Ecobank Xpress Account', null, '100008'],
    ['eTranzact', null, '100006'],
    ['FCMB Easy Account', null, '100031'],
    ['GoMoney', null, '100022'],
    ['GTMobile', null, '100009'],
    ['MoneyBox', null, '100020'],
    ['OPay', null, '100004'],
    ['Paga', null, '100002'],
    ['PalmPay', null, '100033'],
    ['Parkway ReadyCash', null, '100003'],
    ['Stanbic IBTC @ease Wallet', null, '100007'],
    ['TagPay', null, '100023'],
    ['Zenith Eazy Wallet', null, '100034'],
  ]),
  ...kind('PAYMENT_SERVICE', [
    ['9 Payment Service Bank', null, '120001'],
    ['HopePSB', null, '120002'],
    ['MoMo Payment Service Bank', null, '120003'],
    ['SmartCash Payment Service Bank', null, '120004'],
  ]),
];
