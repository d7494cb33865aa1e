/** The bank's capital on the capital and assets page: equity balances, movements, injections. */
export function CapitalSection() {
  return null;
}
