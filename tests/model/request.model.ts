import { requestMachine } from '../../machines/request.machine';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const PERFORM_ID = invokeId(requestMachine, 'submitting');

/** A user-creation form as the Users page submits it. */
export const NEW_USER = { username: 'ngozi', roles: ['BRANCH_TELLER'], branchId: 'br-ikeja' };

export const USERNAME_TAKEN = Object.assign(new Error('That username is already taken.'), {
  status: 409,
  code: 'username_taken',
  fieldErrors: { username: 'Already taken' },
});

export const REQUEST_EVENTS = {
  submit: { type: 'request.submit', input: NEW_USER },
  done: doneEvent(PERFORM_ID, { id: 'u-9', ...NEW_USER }),
  failed: errorEvent(PERFORM_ID, USERNAME_TAKEN),
  reset: { type: 'request.reset' },
} as const;

export const REQUEST_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(REQUEST_EVENTS) }];
