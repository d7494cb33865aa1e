import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { newIdempotencyKey } from '../../api/idempotency';
import type {
  CheckedDraft,
  MoneyFormInput,
  MoneyFormMachine,
} from '../../machines/money-form.machine';

/**
 * A money form's chart (machines/money-form.machine.ts) running for one form, with the few sends
 * every form makes: `edit` builds the next draft from the chart's current one (not a render's
 * copy, so two edits in one handler both land), `touch` marks a field left, and `submit` offers a
 * fresh Idempotency-Key, which the chart uses unless it resends an attempt whose outcome is unknown.
 */
export function useMoneyForm<TDraft, TBody, TResult, TCheck extends CheckedDraft<TBody>, TReview>(
  machine: MoneyFormMachine<TDraft, TBody, TResult, TCheck, TReview>,
  input: MoneyFormInput<TDraft, TCheck>,
) {
  const [snapshot, send, actor] = useMachine(machine, { input });
  const edit = useCallback(
    (next: (draft: TDraft) => TDraft) =>
      actor.send({ type: 'form.edit', draft: next(actor.getSnapshot().context.draft) }),
    [actor],
  );
  const touch = useCallback((field: string) => actor.send({ type: 'form.touch', field }), [actor]);
  const submit = useCallback(
    () => actor.send({ type: 'form.submit', key: newIdempotencyKey() }),
    [actor],
  );
  return { snapshot, send, edit, touch, submit };
}
