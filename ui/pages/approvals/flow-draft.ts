import type {
  ApprovalBand,
  ApprovalFlow,
  ApprovalFlowSaveRequest,
  ApprovalOperationType,
} from '../../../api/approvals.api';
import { formatKobo, parseNairaToKobo } from '../../../policies/money';

/** The permissions a level may name instead of (or besides) roles (the rules keep the list). */
export { APPROVAL_PERMISSIONS } from '../../../policies/approval-rules';

export interface LevelDraft {
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
}

/** A band as typed: amounts in naira text, "to" blank for no upper end. */
export interface BandDraft {
  readonly key: number;
  readonly from: string;
  readonly to: string;
  readonly levels: 1 | 2;
  readonly approvers: readonly [LevelDraft, LevelDraft];
  readonly sameBranch: boolean;
}

export interface FlowDraft {
  readonly id: string | null;
  readonly name: string;
  readonly operationType: ApprovalOperationType;
  readonly bands: readonly BandDraft[];
  readonly expiryHours: string;
  readonly status: 'ACTIVE' | 'INACTIVE';
}

const EMPTY_LEVEL: LevelDraft = { roles: [], permissions: [] };
let nextKey = 0;

/** Naira as the form shows it: 1000000 kobo → "10,000.00", no sign. */
function nairaText(kobo: number): string {
  return formatKobo(kobo).replace('₦', '');
}

export function newBand(): BandDraft {
  nextKey += 1;
  return {
    key: nextKey,
    from: '',
    to: '',
    levels: 1,
    approvers: [{ roles: [], permissions: ['txn.approve.level1'] }, EMPTY_LEVEL],
    sameBranch: false,
  };
}

function bandDraft(band: ApprovalBand): BandDraft {
  nextKey += 1;
  const [first = EMPTY_LEVEL, second = EMPTY_LEVEL] = band.approvers;
  return {
    key: nextKey,
    from: nairaText(band.fromKobo),
    to: band.toKobo === null ? '' : nairaText(band.toKobo),
    levels: band.levels,
    approvers: [first, second],
    sameBranch: band.sameBranch,
  };
}

/** The draft of an existing flow, or of a new one of `operationType`. */
export function flowDraft(
  flow: ApprovalFlow | null,
  operationType: ApprovalOperationType = 'NIP_TRANSFER',
): FlowDraft {
  if (!flow) {
    return {
      id: null,
      name: '',
      operationType,
      bands: [newBand()],
      expiryHours: '24',
      status: 'ACTIVE',
    };
  }
  return {
    id: flow.id,
    name: flow.name,
    operationType: flow.operationType,
    bands: flow.bands.map(bandDraft),
    expiryHours: String(flow.expiryHours),
    status: flow.status,
  };
}

/** The draft's problems by field, as the server's field errors are keyed (`body.bands.0.fromKobo`). */
export type DraftErrors = Readonly<Record<string, string>>;

function readKobo(text: string): number | null {
  try {
    const kobo = parseNairaToKobo(text);
    return kobo >= 0 ? kobo : null;
  } catch {
    return null;
  }
}

/** The request body, or the problems to fix first. The server checks the bands again. */
export function flowBody(
  draft: FlowDraft,
): { body: ApprovalFlowSaveRequest; errors: null } | { body: null; errors: DraftErrors } {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors['body.name'] = 'Give the flow a name.';
  const hours = Number(draft.expiryHours);
  if (!Number.isInteger(hours) || hours < 1) {
    errors['body.expiryHours'] = 'Enter a whole number of hours, at least 1.';
  }
  if (draft.bands.length === 0) errors['body.bands'] = 'Add at least one amount band.';
  const bands = draft.bands.map((band, index): ApprovalBand => {
    const at = `body.bands.${index}`;
    const fromKobo = readKobo(band.from);
    const toKobo = band.to.trim() === '' ? null : readKobo(band.to);
    if (fromKobo === null) errors[`${at}.fromKobo`] = 'Enter the amount in naira, e.g. 1,000,000.';
    if (band.to.trim() !== '' && toKobo === null) {
      errors[`${at}.toKobo`] = 'Enter the amount in naira, or leave blank for no upper limit.';
    } else if (fromKobo !== null && toKobo !== null && toKobo <= fromKobo) {
      errors[`${at}.toKobo`] = 'The band must end above where it starts.';
    }
    const approvers = band.approvers.slice(0, band.levels).map((level) => ({
      roles: [...level.roles],
      permissions: [...level.permissions],
    }));
    approvers.forEach((level, l) => {
      if (level.roles.length + level.permissions.length === 0) {
        errors[`${at}.approvers.${l}`] = `Choose who may approve level ${l + 1}.`;
      }
    });
    return {
      fromKobo: fromKobo ?? 0,
      toKobo,
      levels: band.levels,
      approvers: approvers as ApprovalBand['approvers'],
      sameBranch: band.sameBranch,
    };
  });
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      ...(draft.id && { id: draft.id }),
      name: draft.name.trim(),
      operationType: draft.operationType,
      bands,
      expiryHours: hours,
      status: draft.status,
    },
    errors: null,
  };
}

/** A band in words for the list: "₦1,000,000.00 to ₦10,000,000.00" or "from ₦10,000,000.00". */
export function bandRange(band: ApprovalBand): string {
  return band.toKobo === null
    ? `From ${formatKobo(band.fromKobo)}`
    : `${formatKobo(band.fromKobo)} up to ${formatKobo(band.toKobo)}`;
}
