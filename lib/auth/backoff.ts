/**
 * Per-account sign-in backoff, as rules: the first FREE_FAILURES wrong passwords for one username
 * or email cost nothing; after that each attempt must wait twice as long as the last, up to
 * MAX_DELAY_MS. Counted per account from every address, so spreading guesses over many addresses
 * does not help; capped low, so that someone failing on purpose holds the real moderator up for a
 * minute at most, not out of their account.
 */
export const FREE_FAILURES = 10;
export const MAX_DELAY_MS = 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

/** How long after the last failure the next attempt must wait, given the failures so far. */
export function backoffDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** Milliseconds still to wait (0: the attempt may go ahead). */
export function waitBeforeAttempt(failures: number, lastFailureAt: number, now: number): number {
  if (now - lastFailureAt > FAILURE_MEMORY_MS) return 0;
  return Math.max(0, lastFailureAt + backoffDelayMs(failures) - now);
}
