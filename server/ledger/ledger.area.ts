import type { Area } from '../area';
import { LEDGER_ERRORS } from './ledger.errors';
import { ledgerMigration } from './migrations/0002-ledger.migration';
import { ledgerIndexesMigration } from './migrations/0006-ledger-indexes.migration';
import { subledgerLinesMigration } from './migrations/0011-subledger-lines.migration';
import { journalLineBranchMigration } from './migrations/0037-journal-line-branch.migration';

/**
 * The posting engine's tables: GL accounts and their balances, entries, lines and reversals. The
 * ledger serves no operation itself; the GL and journals areas do, and every area that moves
 * money posts through it.
 */
export const ledgerArea: Area = {
  name: 'Ledger',
  errors: LEDGER_ERRORS,
  migrations: [
    ledgerMigration,
    ledgerIndexesMigration,
    subledgerLinesMigration,
    journalLineBranchMigration,
  ],
};
