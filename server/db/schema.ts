/**
 * Every table Kysely knows, by its SQL name. Each area declares its own tables into this interface
 * from its *.table.ts (TypeScript merges the declarations), so storage names no area.
 */
export interface DB {
  ledger_counter: CounterTable;
}

/** A per-tenant counter (entry numbers, customer and account numbers); the table keeps its first name. */
export interface CounterTable {
  tenant_id: string;
  name: string;
  value: number;
}
