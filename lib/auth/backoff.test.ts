import { describe, expect, it } from "vitest";
import { backoffDelayMs, FAILURE_MEMORY_MS, FREE_FAILURES, MAX_DELAY_MS, waitBeforeAttempt } from "./backoff";

describe("per-account sign-in backoff", () => {
  it("lets the first failures through, then doubles the wait up to a minute", () => {
    expect(backoffDelayMs(FREE_FAILURES - 1)).toBe(0);
    expect(backoffDelayMs(FREE_FAILURES)).toBe(1000);
    expect(backoffDelayMs(FREE_FAILURES + 1)).toBe(2000);
    expect(backoffDelayMs(FREE_FAILURES + 3)).toBe(8000);
    expect(backoffDelayMs(FREE_FAILURES + 30)).toBe(MAX_DELAY_MS);
  });

  it("counts from the last failure and forgets old failures", () => {
    const t = 1_000_000;
    expect(waitBeforeAttempt(FREE_FAILURES + 1, t, t + 500)).toBe(1500);
    expect(waitBeforeAttempt(FREE_FAILURES + 1, t, t + 2000)).toBe(0);
    expect(waitBeforeAttempt(FREE_FAILURES + 30, t, t + FAILURE_MEMORY_MS + 1)).toBe(0);
  });
});
