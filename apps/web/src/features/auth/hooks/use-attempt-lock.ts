import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { useSecondsLeft } from './use-seconds-left';

/**
 * While the server refuses more attempts (a 429 with `retry_after_s`): the seconds left, counted
 * from when the refused request was sent, and the alert's sentence, which counts down with them.
 */
export function useAttemptLock(request: { error: unknown; submittedAt: number }) {
  const message = useMessageText();
  const refused = request.error instanceof ApiError ? request.error : null;
  const lockSeconds = refused?.status === 429 ? refused.retryAfterSeconds : null;
  const secondsLeft = useSecondsLeft(
    lockSeconds === null ? null : request.submittedAt + lockSeconds * 1000,
  );
  const locked = secondsLeft > 0;
  return {
    /** The refusal was "wait": nothing else is said about it, even once the wait is over. */
    waiting: lockSeconds !== null,
    locked,
    text: locked ? message.text('rate_limited', { retry_after_s: secondsLeft }) : null,
  };
}
