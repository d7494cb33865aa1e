import type { Failure } from '../../machines/failure';
import { Button } from './button';
import { Notice } from './notice';

/** A failed load: the server's message and a way to ask again. */
export function LoadFailure({
  what,
  failure,
  onRetry,
}: {
  what: string;
  failure: Failure;
  onRetry: () => void;
}) {
  return (
    <Notice tone="danger">
      Could not load {what}: {failure.message}{' '}
      <Button size="small" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
