/** A tenant's connection to the NIP switch; the shared secret is never answered. */
export interface PaymentIntegrationTable {
  tenant_id: string;
  endpoint: string;
  institution_code: string;
  channel_code: string;
  timeout_ms: number;
  shared_secret: string | null;
  updated_at: string;
  updated_by: string;
}

declare module '../db/schema' {
  interface DB {
    payment_integration: PaymentIntegrationTable;
  }
}
