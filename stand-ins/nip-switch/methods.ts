/**
 * The switch's method names: each message is posted to `<address>/<method>`, by the sending bank
 * to the switch and by the switch to the beneficiary bank. `settlementreport` is the stand-in's
 * own GET of a day's settlement report (the live switch delivers reports by other means).
 */
export const METHODS = {
  nameEnquiry: 'nameenquirysingleitem',
  fundsTransfer: 'fundtransfersingleitem_dc',
  statusQuery: 'txnstatusquerysingleitem',
  institutionList: 'financialinstitutionlist',
  settlementReport: 'settlementreport',
} as const;

export type Method = (typeof METHODS)[keyof typeof METHODS];
