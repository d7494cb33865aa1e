/**
 * Tells the sections of a customer's page that one of their records changed (an edit saved, a
 * change sent for approval), so the history reloads without the page having to know it.
 */
type Listener = (customerId: string) => void;

const listeners = new Set<Listener>();

export function onCustomerEdited(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceCustomerEdited(customerId: string): void {
  for (const listener of listeners) listener(customerId);
}
