export interface ConfigEntryTable {
  tenant_id: string;
  key: string;
  /** The value as JSON text. */
  value: string;
  updated_at: string;
  updated_by: string;
}

declare module '../db/schema' {
  interface DB {
    config_entry: ConfigEntryTable;
  }
}
