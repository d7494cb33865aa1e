import type { components } from '../../../api/schema.gen';
import type { BulkColumn } from '../../../policies/bulk';

export type BulkUploadBody = components['schemas']['BulkUploadRequest'];

/** The parts of every bulk result the dialog shows (created, failed, the rows refused). */
export interface BulkResultShape {
  readonly created: number;
  readonly failed: number;
  readonly rowCount: number;
  readonly dryRun: boolean;
  readonly errors: readonly components['schemas']['BulkError'][];
}

export interface BulkUploadDialogProps {
  /** The button's and the dialog's title ("Upload budget lines"). */
  readonly title: string;
  /** The template's file name without extension ("budget-lines-template"). */
  readonly templateName: string;
  readonly columns: readonly BulkColumn[];
  /** Sends the rows to the area's bulk operation; rejects with the API's error. */
  readonly send: (body: BulkUploadBody) => Promise<BulkResultShape>;
  /** After rows were created, so the page can reload its list. */
  readonly onCreated?: () => void;
}

/**
 * A button that opens the bulk upload: download the template, choose a CSV or XLSX file or paste
 * rows, check them (a dry run naming each bad row and field), then send them with progress.
 */
export function BulkUploadDialog(_props: BulkUploadDialogProps) {
  return null;
}
