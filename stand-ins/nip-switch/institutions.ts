import type { InstitutionRecord } from './institution-list.message';

/**
 * The institutions the stand-in's list message (032) answers with: those reachable over NIP
 * today, with their 6-digit NIP codes as the public copies of NIBSS's institution list give them
 * (decision 028 says which). The stand-in keeps its own list rather than reading the console's,
 * so a refresh of the console's banks really compares two lists. Category carries the console's
 * category names; the live switch's numeric categories were not confirmed by the sources.
 * Merged or closed institutions (Diamond Bank, Heritage Bank) are not listed, as on the switch.
 */

type Group = readonly (readonly [nipCode: string, name: string])[];

const BY_CATEGORY: Readonly<Record<string, Group>> = {
  COMMERCIAL: [
    ['000014', 'Access Bank'],
    ['000009', 'Citibank Nigeria'],
    ['000010', 'Ecobank Nigeria'],
    ['000007', 'Fidelity Bank'],
    ['000016', 'First Bank of Nigeria'],
    ['000003', 'First City Monument Bank'],
    ['000027', 'Globus Bank'],
    ['000013', 'Guaranty Trust Bank'],
    ['000002', 'Keystone Bank'],
    ['000036', 'Optimus Bank'],
    ['000008', 'Polaris Bank'],
    ['000031', 'PremiumTrust Bank'],
    ['000023', 'Providus Bank'],
    ['000034', 'Signature Bank'],
    ['000012', 'Stanbic IBTC Bank'],
    ['000021', 'Standard Chartered Bank'],
    ['000001', 'Sterling Bank'],
    ['000022', 'SunTrust Bank'],
    ['000025', 'Titan Trust Bank'],
    ['000018', 'Union Bank of Nigeria'],
    ['000004', 'United Bank for Africa'],
    ['000011', 'Unity Bank'],
    ['000017', 'Wema Bank'],
    ['000015', 'Zenith Bank'],
  ],
  MERCHANT: [
    ['060001', 'Coronation Merchant Bank'],
    ['060002', 'FBNQuest Merchant Bank'],
    ['400001', 'FSDH Merchant Bank'],
    ['060004', 'Greenwich Merchant Bank'],
    ['060003', 'Nova Merchant Bank'],
    ['000024', 'Rand Merchant Bank'],
  ],
  NON_INTEREST: [
    ['000006', 'Jaiz Bank'],
    ['000029', 'Lotus Bank'],
    ['000026', 'TAJ Bank'],
  ],
  MICROFINANCE: [
    ['090270', 'AB Microfinance Bank'],
    ['090134', 'Accion Microfinance Bank'],
    ['090160', 'Addosser Microfinance Bank'],
    ['090155', 'Advans La Fayette Microfinance Bank'],
    ['090136', 'Baobab Microfinance Bank'],
    ['090117', 'Boctrust Microfinance Bank'],
    ['090551', 'FairMoney Microfinance Bank'],
    ['090111', 'Fina Trust Microfinance Bank'],
    ['090366', 'Firmus Microfinance Bank'],
    ['090121', 'Hasal Microfinance Bank'],
    ['090157', 'Infinity Microfinance Bank'],
    ['090267', 'Kuda Microfinance Bank'],
    ['090177', 'LAPO Microfinance Bank'],
    ['090455', 'Mkobo Microfinance Bank'],
    ['090405', 'Moniepoint Microfinance Bank'],
    ['090151', 'Mutual Trust Microfinance Bank'],
    ['090135', 'Personal Trust Microfinance Bank'],
    ['090165', 'Petra Microfinance Bank'],
    ['090198', 'RenMoney Microfinance Bank'],
    ['090286', 'Safe Haven Microfinance Bank'],
    ['090112', 'Seed Capital Microfinance Bank'],
    ['090325', 'Sparkle Microfinance Bank'],
    ['090110', 'VFD Microfinance Bank'],
  ],
  MORTGAGE: [
    ['070010', 'Abbey Mortgage Bank'],
    ['070015', 'Brent Mortgage Bank'],
    ['070021', 'Coop Mortgage Bank'],
    ['070014', 'First Generation Mortgage Bank'],
    ['070009', 'Gateway Mortgage Bank'],
    ['070017', 'Haggai Mortgage Bank'],
    ['070016', 'Infinity Trust Mortgage Bank'],
    ['070012', 'Lagos Building Investment Company'],
    ['070013', 'Platinum Mortgage Bank'],
    ['070011', 'Refuge Mortgage Bank'],
  ],
  MOBILE_MONEY: [
    ['100013', 'Access Money'],
    ['100005', 'Cellulant'],
    ['100008', 'Ecobank Xpress Account'],
    ['100006', 'eTranzact'],
    ['100031', 'FCMB Easy Account'],
    ['100022', 'GoMoney'],
    ['100009', 'GTMobile'],
    ['100020', 'MoneyBox'],
    ['100004', 'OPay'],
    ['100002', 'Paga'],
    ['100033', 'PalmPay'],
    ['100003', 'Parkway ReadyCash'],
    ['100007', 'Stanbic IBTC @ease Wallet'],
    ['100023', 'TagPay'],
    ['100034', 'Zenith Eazy Wallet'],
  ],
  PAYMENT_SERVICE: [
    ['120001', '9 Payment Service Bank'],
    ['120002', 'HopePSB'],
    ['120003', 'MoMo Payment Service Bank'],
    ['120004', 'SmartCash Payment Service Bank'],
  ],
};

export const SWITCH_INSTITUTIONS: readonly InstitutionRecord[] = Object.entries(
  BY_CATEGORY,
).flatMap(([category, group]) =>
  group.map(([institutionCode, institutionName]) => ({
    institutionCode,
    institutionName,
    category,
  })),
);
