/**
 * What the browser saves under `activeBranchId` when the user picks 'All branches'. Nothing saved
 * (null) means no choice was made, so the default applies; this marker keeps the choice.
 */
export const ALL_BRANCHES_SAVED = '';

/**
 * The active branch once the list is known (SPEC.md section 4): the saved choice if it is still in
 * the list ('All branches' stays all), else the user's branch, else the first branch. Null means
 * all branches, or none when the list is empty.
 */
export function chooseActiveBranch(
  branchIds: readonly string[],
  saved: string | null,
  userBranchId: string | null,
): string | null {
  if (saved === ALL_BRANCHES_SAVED && branchIds.length > 0) return null;
  if (saved !== null && branchIds.includes(saved)) return saved;
  if (userBranchId !== null && branchIds.includes(userBranchId)) return userBranchId;
  return branchIds[0] ?? null;
}
