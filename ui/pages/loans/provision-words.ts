import type { Failure } from '../../../machines/failure';
import { formatKobo } from '../../../policies/money';

/** What a provisioning run would do to the allowance: raise it, release some of it, or nothing. */
export interface ProvisionMove {
  readonly kind: 'increase' | 'release' | 'none';
  readonly amountKobo: number;
  /** The move in words, e.g. 'Increase of ₦1,200.00'. */
  readonly words: string;
}

/** The difference the server answers (required less allowance) as the move a run would post. */
export function provisionMoveOf(differenceKobo: number): ProvisionMove {
  if (differenceKobo === 0) return { kind: 'none', amountKobo: 0, words: 'Nothing to post' };
  const amountKobo = Math.abs(differenceKobo);
  return differenceKobo > 0
    ? { kind: 'increase', amountKobo, words: `Increase of ${formatKobo(amountKobo)}` }
    : { kind: 'release', amountKobo, words: `Release of ${formatKobo(amountKobo)}` };
}

/** The GL map's missing mapping, said as what a finance administrator has to add. */
export const GL_MAPPING_MISSING_TEXT =
  'The GL map needs a LOAN_PROVISION mapping (debit loan loss expense, credit the allowance for loan losses) before provisions can be figured or posted. A finance administrator adds it under GL Map.';

/** A refused run in the words of what to do next; other refusals keep the server's message. */
export function provisionFailureText(failure: Failure): string {
  if (failure.code === 'gl_mapping_missing') return GL_MAPPING_MISSING_TEXT;
  if (failure.code === 'loan_provision_run_in_progress')
    return 'Another run of the same date posted first. Close this and look at the figures again: the difference may already be nothing.';
  return failure.message;
}
