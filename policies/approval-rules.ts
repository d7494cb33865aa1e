import {
  type AccessContext,
  actingRoles,
  effectivePermissions,
  hasBypass,
  hasPermission,
} from './access';
import type { Permission } from './permissions';
import { BYPASS_ROLE_KEYS, isRoleKey, ROLE_CATALOGUE } from './roles';

/**
 * The rules of maker-checker approval, pure so that the server enforces them and the console
 * offers only what the server would accept (an Approve button only where it would succeed).
 */

/** Who may approve one level: anyone holding one of the roles or one of the permissions. */
export interface ApproversOfLevel {
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
}

/** One amount band of a flow: [fromKobo, toKobo) needs `levels` approvals. */
export interface ApprovalBandRule {
  readonly fromKobo: number;
  /** Not included; null for no end. */
  readonly toKobo: number | null;
  readonly levels: 1 | 2;
  /** One entry per level, level 1 first. */
  readonly approvers: readonly ApproversOfLevel[];
  readonly sameBranch: boolean;
}

export type BandProblem =
  | 'amount_band_inverted'
  | 'approval_approvers_mismatch'
  | 'approval_level_without_approvers'
  | 'approval_band_overlaps'
  | 'role_not_found';

/** The first problem of a flow's bands, or null when the server may store them. */
export function bandsProblem(bands: readonly ApprovalBandRule[]): BandProblem | null {
  for (const band of bands) {
    if (band.toKobo !== null && band.toKobo <= band.fromKobo) return 'amount_band_inverted';
    if (band.approvers.length !== band.levels) return 'approval_approvers_mismatch';
    for (const level of band.approvers) {
      if (level.roles.length + level.permissions.length === 0) {
        return 'approval_level_without_approvers';
      }
      if (!level.roles.every(isRoleKey)) return 'role_not_found';
    }
  }
  const sorted = [...bands].sort((a, b) => a.fromKobo - b.fromKobo);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as ApprovalBandRule;
    const after = sorted[i] as ApprovalBandRule;
    if (before.toKobo === null || before.toKobo > after.fromKobo) return 'approval_band_overlaps';
  }
  return null;
}

/** The band an amount falls in, or null when it needs no approval. */
export function bandFor(
  bands: readonly ApprovalBandRule[],
  amountKobo: number,
): ApprovalBandRule | null {
  return (
    bands.find(
      (band) => amountKobo >= band.fromKobo && (band.toKobo === null || amountKobo < band.toKobo),
    ) ?? null
  );
}

/** A request as the rules see it. */
export interface RequestForApproval {
  readonly makerId: string;
  /** The level it waits for. */
  readonly awaitingLevel: 1 | 2;
  readonly approvers: readonly ApproversOfLevel[];
  readonly branchId: string | null;
  readonly sameBranch: boolean;
  /** Who approved which earlier level. */
  readonly approvedBy: readonly string[];
}

/** The one who would approve, with what the server knows of them. */
export interface Approver extends AccessContext {
  readonly id: string;
  /** The home branch; null for head office. */
  readonly branchId: string | null;
  readonly branchIds: readonly string[];
}

/** Whether `approver` holds a role or a permission the level names (the bypass roles do). */
export function mayApproveLevel(approver: Approver, level: ApproversOfLevel): boolean {
  if (hasBypass(approver)) return true;
  const roles = actingRoles(approver);
  if (level.roles.some((role) => roles.includes(role))) return true;
  const granted = effectivePermissions(approver);
  return level.permissions.some((permission) => granted.has(permission));
}

/**
 * Head-office staff serve every branch; branch staff only their own, where the flow binds the
 * request to its branch.
 */
export function servesBranch(approver: Approver, branchId: string | null): boolean {
  if (branchId === null || approver.branchId === null) return true;
  return approver.branchId === branchId || approver.branchIds.includes(branchId);
}

export type ApprovalRefusal =
  | 'approval_maker_cannot_approve'
  | 'approval_already_approved_by_you'
  | 'approval_approver_not_eligible'
  | 'approval_approver_wrong_branch';

/**
 * Why `approver` may not approve the level `request` waits for, or null when they may. The maker
 * never checks their own request, and one person never approves two levels of it (four eyes,
 * then six); the tenant is already the same, since the request is read through the caller's.
 */
export function approvalRefusal(
  request: RequestForApproval,
  approver: Approver,
): ApprovalRefusal | null {
  if (approver.id === request.makerId) return 'approval_maker_cannot_approve';
  if (request.approvedBy.includes(approver.id)) return 'approval_already_approved_by_you';
  const level = request.approvers[request.awaitingLevel - 1];
  if (!level || !mayApproveLevel(approver, level)) return 'approval_approver_not_eligible';
  if (request.sameBranch && !servesBranch(approver, request.branchId)) {
    return 'approval_approver_wrong_branch';
  }
  return null;
}

/** Whether a waiting request has run out of time at `now`; it expires at `expiresAt` exactly. */
export function isExpired(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) <= now.getTime();
}

/** When a request made at `now` under a flow of `expiryHours` expires. */
export function expiryOf(now: Date, expiryHours: number): string {
  return new Date(now.getTime() + expiryHours * 3_600_000).toISOString();
}

/** The permissions a flow's level may name instead of (or besides) roles. */
export const APPROVAL_PERMISSIONS = [
  'txn.approve.level1',
  'txn.approve.level2',
  'loan.approve.level1',
  'loan.approve.level2',
  // A compliance officer decides KYC tier changes and customers' identity changes.
  'compliance.kyc.review',
] as const satisfies readonly Permission[];

/** The approval permissions as people name them. */
export const APPROVAL_PERMISSION_LABELS: Readonly<Record<string, string>> = {
  'txn.approve.level1': 'Approve transactions (level 1)',
  'txn.approve.level2': 'Approve transactions (level 2)',
  'loan.approve.level1': 'Approve loans (level 1)',
  'loan.approve.level2': 'Approve loans (level 2)',
  'compliance.kyc.review': 'Review KYC',
};

/**
 * Who may approve a level, in words: the roles it names and the roles whose core permissions
 * hold one of its permissions, by name, then "or a user granted" each permission's label (an
 * optional grant reaches people of other roles). The bypass roles approve anything and are left
 * out, as naming the IT administrators on every request would only mislead.
 */
export function approversWording(level: ApproversOfLevel | undefined): string {
  if (!level) return 'Nobody';
  const roles = ROLE_CATALOGUE.filter(
    (role) =>
      !(BYPASS_ROLE_KEYS as readonly string[]).includes(role.key) &&
      (level.roles.includes(role.key) ||
        level.permissions.some((p) => (role.corePermissions as readonly string[]).includes(p))),
  ).map((role) => role.name);
  const grants = level.permissions.map(
    (p) => `a user granted ${APPROVAL_PERMISSION_LABELS[p] ?? 'the approval permission'}`,
  );
  const parts = [...roles, ...grants];
  if (parts.length === 0) return 'Nobody';
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/**
 * Whether the user sees every request of the tenant (the inbox's "all requests"): the generic
 * checkers and whoever reads the flows. Others see what they made and what names them.
 */
export function seesAllRequests(viewer: AccessContext): boolean {
  return hasPermission(viewer, ['txn.approve.level1', 'config.approval.view']);
}

/** A request as the visibility rule sees it. */
export interface RequestForViewing {
  readonly makerId: string;
  readonly approvers: readonly ApproversOfLevel[];
  readonly branchId: string | null;
  readonly sameBranch: boolean;
}

/**
 * Whether `viewer` may read a request: its maker, anyone whom one of its levels names (of its
 * branch where the flow binds it), and those who see every request.
 */
export function mayViewRequest(request: RequestForViewing, viewer: Approver): boolean {
  if (request.makerId === viewer.id || seesAllRequests(viewer)) return true;
  if (request.sameBranch && !servesBranch(viewer, request.branchId)) return false;
  return request.approvers.some((level) => mayApproveLevel(viewer, level));
}
