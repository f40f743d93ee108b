/**
 * Request bodies with a ceiling: read as a stream and abandoned at the limit (a 413 naming it), so
 * an oversized body costs no more than the limit; JSON nested deeper than any real document, or
 * holding text the database cannot store (lib/game/text.ts), is refused before a schema walks it.
 */

import { findUncleanText } from "./game/text";
import { msg, type Message, type Phrase } from "./i18n/message";
import { sayIn } from "./i18n/messages";

const KB = 1024;

/** The ceiling per kind of request, in bytes. */
export const BODY_LIMITS = {
  /** Commands, tokens, games, co-hosts, links: a few fields each. */
  default: 64 * KB,
  /** A player's command through their link. */
  seat: 16 * KB,
  /** A community script or a character catalogue (with inline art links and long abilities). */
  script: 1024 * KB,
  /** A whole game file. */
  import: 4096 * KB,
} as const;

export const MAX_JSON_DEPTH = 64;

export type BodyProblem = { status: 400 | 413; error: Phrase };

export class BodyError extends Error {
  constructor(readonly problem: BodyProblem) {
    super(sayIn("en", problem.error));
  }
}

/** "64 KB", "4 MB". */
export function describeBytes(n: number): Message {
  return n >= 1024 * KB
    ? msg("errors.body.megabytes", { n: String(n / (1024 * KB)) })
    : msg("errors.body.kilobytes", { n: String(n / KB) });
}

const tooLarge = (limit: number): BodyProblem => ({
  status: 413,
  error: msg("errors.body.tooLarge", { size: describeBytes(limit) }),
});

/** The body as text, or a BodyError (413) as soon as it passes `limit` bytes. */
export async function readText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > limit) throw new BodyError(tooLarge(limit));
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      throw new BodyError(tooLarge(limit));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** True when arrays and objects nest deeper than `max` (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The body parsed as JSON within `limit` bytes and MAX_JSON_DEPTH levels, or a BodyError. */
export async function readJson(
  req: Request,
  limit: number,
  notJson: Phrase = msg("errors.body.notJson"),
): Promise<unknown> {
  const text = await readText(req, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError({ status: 400, error: notJson });
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH))
    throw new BodyError({ status: 400, error: msg("errors.body.tooDeep", { max: String(MAX_JSON_DEPTH) }) });
  const unclean = findUncleanText(value);
  if (unclean !== null)
    throw new BodyError({
      status: 400,
      error: msg("errors.body.uncleanText", { path: unclean, problem: msg("gamePage.zod.cleanText") }),
    });
  return value;
}
