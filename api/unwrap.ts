/**
 * A single create in finance may answer the entity itself or wrapped in an object
 * named after it (`{ expense: {...} }`, SPEC.md 7); callers always get the entity.
 */
export function unwrapEntity<T extends object>(answer: T | { [key: string]: T }, key: string): T {
  const wrapped = answer as Record<string, unknown>;
  const inner = wrapped[key];
  return Object.keys(wrapped).length === 1 && typeof inner === 'object' && inner !== null
    ? (inner as T)
    : (answer as T);
}
