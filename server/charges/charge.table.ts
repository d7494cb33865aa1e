/** A fee a product can levy on one of its events. */
export interface ChargeTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** DEPOSIT or LOAN: the kind of product that may levy it. */
  applies_to: string;
  /** FLAT (amount_kobo) or PERCENT (rate_bps of the amount). */
  calculation: string;
  amount_kobo: number | null;
  rate_bps: number | null;
  event: string;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    charge: ChargeTable;
  }
}
