import type { IdentityCheck, IdentityNumberChecks } from '../../../api/identity-checks.api';
import { type IdentityField, mismatchWords } from '../../../policies/identity-match';
import type { IdentityCheckState } from '../../../policies/kyc';
import { statusPill } from '../../components/status-pill.css';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

const WORDS: Record<IdentityCheckState, readonly [string, Tone]> = {
  MATCHED: ['Matched', 'good'],
  MISMATCH: ['Mismatch', 'danger'],
  NOT_FOUND: ['Not found', 'warning'],
  UNAVAILABLE: ['Service unavailable', 'warning'],
  NOT_CHECKED: ['Not checked', 'neutral'],
};

/** Where a check stands in words: "Mismatch: name and phone differ", "Not found". */
export function identityStateWords(
  state: IdentityCheckState,
  mismatchedFields: readonly IdentityField[] = [],
): string {
  const [label] = WORDS[state];
  return state === 'MISMATCH' && mismatchedFields.length > 0
    ? `${label}: ${mismatchWords(mismatchedFields)}`
    : label;
}

/** The state of a BVN or NIN as a pill whose tone says whether it stands in the way. */
export function IdentityStatePill({ entry }: { entry: IdentityNumberChecks }) {
  const latest: IdentityCheck | null = entry.latest;
  const fields = entry.state === 'MISMATCH' && latest ? latest.mismatchedFields : [];
  const [, tone] = WORDS[entry.state];
  return (
    <span className={statusPill({ tone })} data-state={entry.state}>
      {identityStateWords(entry.state, fields)}
    </span>
  );
}
