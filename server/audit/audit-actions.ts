import { loadContract } from '../http/contract';

const CONTRACT_FILE = new URL('../../openapi.yaml', import.meta.url);

export interface AuditAction {
  operationId: string;
  label: string;
}

let actions: readonly AuditAction[] | null = null;

/** Every operation of the contract with its summary as its words, read once, by those words. */
export function auditActions(): readonly AuditAction[] {
  actions ??= readActions();
  return actions;
}

function readActions(): AuditAction[] {
  const { doc } = loadContract(CONTRACT_FILE);
  const paths = doc.paths as Record<
    string,
    Record<string, { operationId?: string; summary?: string }>
  >;
  const found: AuditAction[] = [];
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || !operation?.operationId) continue;
      found.push({
        operationId: operation.operationId,
        label: operation.summary ?? operation.operationId,
      });
    }
  }
  return found.sort((a, b) => a.label.localeCompare(b.label));
}
