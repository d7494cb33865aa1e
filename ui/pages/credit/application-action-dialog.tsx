import { type FormEvent, useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  type CreditApplicationDetail,
  recommendCreditApplication,
  rejectCreditApplication,
  returnCreditApplication,
  startCreditApplicationReview,
  submitCreditApplication,
  withdrawCreditApplication,
} from '../../../api/credit.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import * as record from '../../components/record.css';

/** A step of the application's chart a button offers; recommend comes as approve or decline. */
export type ApplicationStep =
  | 'SUBMIT'
  | 'START_REVIEW'
  | 'RECOMMEND_APPROVE'
  | 'RECOMMEND_DECLINE'
  | 'RETURN'
  | 'REJECT'
  | 'WITHDRAW';

export const REASON_MAX_LENGTH = 500;

interface StepWords {
  readonly title: string;
  readonly description: string;
  readonly confirm: string;
  readonly busy: string;
  /** The label of the text the step asks for; none when it asks for nothing. */
  readonly reason?: string;
  readonly tone: 'primary' | 'danger';
  readonly done: string;
}

export const STEP_WORDS: Readonly<Record<ApplicationStep, StepWords>> = {
  SUBMIT: {
    title: 'Submit the application',
    description:
      'It is scored at once against the current scorecard and goes to the credit analysts.',
    confirm: 'Submit',
    busy: 'Submitting…',
    tone: 'primary',
    done: 'submitted and scored',
  },
  START_REVIEW: {
    title: 'Start the review',
    description: 'You become the application’s analyst; the officer can no longer change it.',
    confirm: 'Start review',
    busy: 'Starting…',
    tone: 'primary',
    done: 'under your review',
  },
  RECOMMEND_APPROVE: {
    title: 'Recommend approval',
    description:
      'The application goes to the loan approval flow for its amount; when no approval is needed the loan is booked at once.',
    confirm: 'Recommend approval',
    busy: 'Recommending…',
    reason: 'Note for the approvers',
    tone: 'primary',
    done: 'recommended for approval',
  },
  RECOMMEND_DECLINE: {
    title: 'Recommend decline',
    description: 'The application is rejected with your note as the reason.',
    confirm: 'Decline',
    busy: 'Declining…',
    reason: 'Why it is declined',
    tone: 'danger',
    done: 'declined',
  },
  RETURN: {
    title: 'Return to the officer',
    description: 'The officer corrects the application and submits it again.',
    confirm: 'Return',
    busy: 'Returning…',
    reason: 'What to correct',
    tone: 'primary',
    done: 'returned to its officer',
  },
  REJECT: {
    title: 'Reject the application',
    description: 'The application ends; the customer may apply again.',
    confirm: 'Reject',
    busy: 'Rejecting…',
    reason: 'Why it is rejected',
    tone: 'danger',
    done: 'rejected',
  },
  WITHDRAW: {
    title: 'Withdraw the application',
    description: 'The application ends, and a waiting approval request is cancelled with it.',
    confirm: 'Withdraw',
    busy: 'Withdrawing…',
    reason: 'Why it is withdrawn',
    tone: 'danger',
    done: 'withdrawn',
  },
};

function perform(
  api: Api,
  id: string,
  step: ApplicationStep,
  text: string,
): Promise<CreditApplicationDetail> {
  switch (step) {
    case 'SUBMIT':
      return submitCreditApplication(api, id);
    case 'START_REVIEW':
      return startCreditApplicationReview(api, id);
    case 'RECOMMEND_APPROVE':
      return recommendCreditApplication(api, id, { decision: 'APPROVE', note: text });
    case 'RECOMMEND_DECLINE':
      return recommendCreditApplication(api, id, { decision: 'DECLINE', note: text });
    case 'RETURN':
      return returnCreditApplication(api, id, { reason: text });
    case 'REJECT':
      return rejectCreditApplication(api, id, { reason: text });
    case 'WITHDRAW':
      return withdrawCreditApplication(api, id, { reason: text });
  }
}

/**
 * The confirm of one step of the application, with the reason or note the step asks for; a
 * refusal is said in the dialog, which stays open to try again or go back.
 */
export function ApplicationActionDialog({
  application,
  step,
  onDone,
  onClose,
}: {
  application: CreditApplicationDetail;
  step: ApplicationStep;
  onDone: (after: CreditApplicationDetail, message: string) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const words = STEP_WORDS[step];
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const run = useCallback(
    (input: unknown) => perform(api, application.id, step, String(input)),
    [api, application.id, step],
  );
  const { snapshot, send } = useRequest(run);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as CreditApplicationDetail) : null,
    (after) => onDone(after, `${after.applicationNumber} is ${words.done}.`),
  );
  const busy = snapshot.matches('submitting');
  const missing = Boolean(words.reason) && text.trim() === '';

  function confirm(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!missing) send({ type: 'request.submit', input: text.trim() });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`${words.title}: ${application.applicationNumber}`}
      description={words.description}
    >
      <form className={record.form} onSubmit={confirm} noValidate aria-label={words.title}>
        {words.reason && (
          <TextAreaField
            label={words.reason}
            value={text}
            maxLength={REASON_MAX_LENGTH}
            error={tried && missing ? 'Write a few words: the next person reads them.' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone={words.tone}
          confirmLabel={words.confirm}
          busyLabel={words.busy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
