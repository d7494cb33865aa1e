import { useCallback } from 'react';
import type { Api } from '../../../api/client';
import {
  type CashMovement,
  type CashMovementRequest,
  createCashMovement,
} from '../../../api/tills.api';
import { countFor, type Denomination } from '../../../policies/denominations';
import { positiveKoboOf } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { type ActionCheck, MoneyActionDialog } from '../../components/money-action-dialog';
import { Summary } from '../../components/summary-list';
import { type CountDraft, checkCount, draftOf } from './cash-count';
import { CountForm } from './count-form';

interface SendDraft {
  readonly amount: string;
  readonly notes: CountDraft;
}

/** The movement to send: an amount above zero and notes that make it up exactly. */
export function checkSend(
  tillId: string,
  kind: CashMovementRequest['kind'],
  draft: SendDraft,
  denominations: readonly Denomination[],
): ActionCheck<CashMovementRequest> {
  const problems: Record<string, string> = {};
  const amountKobo = positiveKoboOf(draft.amount);
  if (amountKobo === null) problems.amount = 'Enter an amount above ₦0.00, like 200,000.00.';
  const notes = checkCount(draft.notes, denominations, amountKobo ?? undefined);
  if (notes.problem) problems.notes = notes.problem;
  if (amountKobo === null || notes.count === null || Object.keys(problems).length > 0) {
    return { body: null, problems };
  }
  return { body: { tillId, kind, amountKobo, denominations: notes.count }, problems };
}

const WORDS = {
  PICKUP: {
    title: 'Send cash to the till',
    description:
      'Cash leaves the vault for the till. Nothing is posted until the teller confirms receipt.',
    confirm: 'Send cash',
  },
  DROP: {
    title: 'Take cash to the vault',
    description:
      'Cash leaves the till for the vault. Nothing is posted until the till’s teller confirms it left.',
    confirm: 'Take cash',
  },
} as const;

/** The head teller moves cash between the vault and a till; the movement waits in transit. */
export function SendCashDialog({
  tillId,
  tillCode,
  kind,
  denominations,
  onDone,
  onClose,
}: {
  tillId: string;
  tillCode: string;
  kind: CashMovementRequest['kind'];
  denominations: readonly Denomination[];
  onDone: (movement: CashMovement) => void;
  onClose: () => void;
}) {
  const words = WORDS[kind];
  const check = useCallback(
    (draft: SendDraft) => checkSend(tillId, kind, draft, denominations),
    [tillId, kind, denominations],
  );
  const submit = useCallback(
    (api: Api, body: CashMovementRequest, key: string) => createCashMovement(api, body, key),
    [],
  );
  return (
    <MoneyActionDialog
      wide
      title={`${words.title} ${tillCode}`}
      description={words.description}
      draft={{ amount: '', notes: {} }}
      check={check}
      submit={submit}
      fields={({ draft, edit, touch, errorOf, locked }) => {
        const amountKobo = positiveKoboOf(draft.amount);
        return (
          <>
            <Field
              label="Amount (₦)"
              inputMode="decimal"
              value={draft.amount}
              readOnly={locked}
              error={errorOf('amount')}
              onChange={(event) => {
                const amount = event.target.value;
                edit((current) => ({ ...current, amount }));
              }}
              onBlur={() => touch('amount')}
            />
            <div>
              <Button
                size="small"
                disabled={locked || amountKobo === null}
                onClick={() => {
                  const count = amountKobo === null ? null : countFor(amountKobo, denominations);
                  if (count) edit((current) => ({ ...current, notes: draftOf(count) }));
                  touch('notes');
                }}
              >
                Fill with the fewest notes
              </Button>
            </div>
            <CountForm
              label="Notes and coins sent"
              denominations={denominations}
              draft={draft.notes}
              disabled={locked}
              error={errorOf('notes')}
              onChange={(notes) => {
                edit((current) => ({ ...current, notes }));
                touch('notes');
              }}
            />
          </>
        );
      }}
      summary={(body) => (
        <Summary
          label="Cash movement to confirm"
          lines={[
            ['Till', tillCode],
            ['Direction', kind === 'PICKUP' ? 'Vault to till' : 'Till to vault'],
            ['Amount', body ? formatKobo(body.amountKobo) : '—', true],
          ]}
        />
      )}
      confirmLabel={words.confirm}
      busyLabel="Sending…"
      onDone={onDone}
      onClose={onClose}
    />
  );
}
