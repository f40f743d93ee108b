/**
 * What a webhook's answer means for its post: delivered, tried again later (5xx, 429, a timeout or
 * a broken connection, with backoff; Discord's `retry_after` honoured), or given up — at once when
 * the receiver refused it for good (another 4xx: a deleted webhook stays deleted; a private address),
 * else once a day has passed since the post was queued. Pure.
 */
import type { SendResult } from "./send";

/** What the delivery log shows of an answer (its words are `outlets.answers.<reason>`). */
export interface Answer {
  reason: "ok" | "retryAfter" | "serverError" | "timeout" | "network" | "refused" | "rejected" | "gaveUp";
  status?: number;
  seconds?: number;
  /** With `gaveUp`: the last answer before giving up. */
  last?: Omit<Answer, "last">;
}

const REASONS: ReadonlySet<string> = new Set<Answer["reason"]>([
  "ok",
  "retryAfter",
  "serverError",
  "timeout",
  "network",
  "refused",
  "rejected",
  "gaveUp",
]);

const isAnswer = (v: unknown): v is Answer =>
  typeof v === "object" && v !== null && REASONS.has(String((v as { reason?: unknown }).reason));

/**
 * A delivery row's stored answer as the log shows it: the structured answer, or — for rows written
 * before answers were structured, which hold what the receiver said as a plain string — that
 * string as it is. Null only when nothing was stored (not tried yet).
 */
export function parseAnswer(raw: string | null): Answer | string | null {
  if (raw === null || raw === "") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isAnswer(parsed)) return parsed;
    return typeof parsed === "string" ? parsed : raw;
  } catch {
    return raw;
  }
}

export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min… at most an hour between tries. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Seconds to wait from a 429: Discord's JSON `retry_after` (seconds, fractional), else the Retry-After header. */
export function retryAfterSeconds(body: string, header: string | null): number | null {
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === "number" && parsed.retry_after >= 0) return parsed.retry_after;
  } catch {
    // not JSON: the header then
  }
  const n = header === null ? NaN : Number(header);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export type Outcome =
  { kind: "sent"; answer: Answer } | { kind: "retry"; at: Date; answer: Answer } | { kind: "failed"; answer: Answer };

export function outcome(result: SendResult, attempts: number, createdAt: Date, now: Date): Outcome {
  let answer: Answer;
  let wait: number;
  if (result.kind === "answered") {
    const status = result.status;
    if (status >= 200 && status < 300) return { kind: "sent", answer: { reason: "ok", status } };
    if (status === 429) {
      const seconds = retryAfterSeconds(result.body, result.retryAfter) ?? backoffMs(attempts) / 1000;
      answer = { reason: "retryAfter", status, seconds };
      wait = Math.max(seconds * 1000, 100);
    } else if (status >= 500) {
      answer = { reason: "serverError", status };
      wait = backoffMs(attempts);
    } else return { kind: "failed", answer: { reason: "rejected", status } };
  } else {
    if (result.reason === "refused") return { kind: "failed", answer: { reason: "refused" } };
    answer = { reason: result.reason };
    wait = backoffMs(attempts);
  }
  const at = new Date(now.getTime() + wait);
  if (at.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS)
    return { kind: "failed", answer: { reason: "gaveUp", last: answer } };
  return { kind: "retry", at, answer };
}
