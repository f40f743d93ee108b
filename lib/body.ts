/**
 * Request bodies with a ceiling: read as a stream and abandoned at the limit (a 413 naming it), so
 * an oversized body costs no more than the limit; JSON nested deeper than any real document, or
 * holding text the database cannot store (lib/game/text.ts), is refused before a schema walks it.
 */

import { isCleanText } from "./game/text";
import { parseJsonInSteps } from "./json-in-steps";
import { msg, type Message, type Phrase } from "./i18n/message";
import { render } from "./i18n/render";

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
  import: 8192 * KB,
} as const;

export const MAX_JSON_DEPTH = 64;

export type BodyProblem = { status: 400 | 413; error: Phrase };

export class BodyError extends Error {
  constructor(readonly problem: BodyProblem) {
    super(render(problem.error, "en"));
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

/** The body's chunks as they arrive, or a BodyError (413) as soon as they pass `limit` bytes. */
async function* chunksWithin(req: Request, limit: number): AsyncGenerator<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > limit) throw new BodyError(tooLarge(limit));
  if (!req.body) return;
  const reader = req.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      throw new BodyError(tooLarge(limit));
    }
    yield value;
  }
}

/** The body as text, or a BodyError (413) as soon as it passes `limit` bytes. */
export async function readText(req: Request, limit: number): Promise<string> {
  // Decoded as it arrives: a game file of 5 MB decoded at once held the event loop for milliseconds more.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const parts: string[] = [];
  for await (const chunk of chunksWithin(req, limit)) parts.push(decoder.decode(chunk, { stream: true }));
  parts.push(decoder.decode());
  return parts.join("");
}

/** The body's bytes in one buffer (to hand to a worker thread), or a BodyError (413) past `limit` bytes. */
export async function readBytes(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksWithin(req, limit)) {
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
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

/** Nodes walked between two pauses: a game file of 20,000 events has about two million. */
const NODES_PER_STEP = 5_000;

type JsonProblem = { deep: true } | { unclean: string };

/**
 * The first problem of a parsed body: nesting deeper than `max`, or a string or key that breaks the
 * text rule (its path, as lib/game/text.ts's findUncleanText gives it). One walk without recursion,
 * awaiting `pause()` every NODES_PER_STEP nodes so that a large game file does not hold the server;
 * paths are built only for the node that fails.
 */
export async function findJsonProblem(
  value: unknown,
  max: number,
  pause: () => Promise<void>,
): Promise<JsonProblem | null> {
  type Node = { v: unknown; depth: number; key: string; parent: Node | null };
  const pathOf = (n: Node) => {
    const keys: string[] = [];
    for (let at: Node | null = n; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".") || "body";
  };
  const stack: Node[] = [{ v: value, depth: 0, key: "", parent: null }];
  for (let visited = 1; stack.length; visited++) {
    const node = stack.pop()!;
    const v = node.v;
    if (typeof v === "string") {
      if (!isCleanText(v)) return { unclean: pathOf(node) };
    } else if (v !== null && typeof v === "object") {
      if (node.depth >= max) return { deep: true };
      if (Array.isArray(v))
        v.forEach((child, i) => stack.push({ v: child, depth: node.depth + 1, key: String(i), parent: node }));
      else
        for (const [k, child] of Object.entries(v)) {
          if (!isCleanText(k)) return { unclean: pathOf(node) };
          stack.push({ v: child, depth: node.depth + 1, key: k, parent: node });
        }
    }
    if (visited % NODES_PER_STEP === 0) await pause();
  }
  return null;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The body parsed as JSON within `limit` bytes and MAX_JSON_DEPTH levels, or a BodyError. */
export async function readJson(
  req: Request,
  limit: number,
  notJson: Phrase = msg("errors.body.notJson"),
): Promise<unknown> {
  return parseJsonBody(await readText(req, limit), notJson, nextTurn);
}

/**
 * A body's text parsed as JSON within MAX_JSON_DEPTH levels and the text rule, or a BodyError; in
 * steps with `pause()` between them.
 */
export async function parseJsonBody(text: string, notJson: Phrase, pause: () => Promise<void>): Promise<unknown> {
  let value: unknown;
  try {
    value = await parseJsonInSteps(text, pause);
  } catch {
    throw new BodyError({ status: 400, error: notJson });
  }
  const problem = await findJsonProblem(value, MAX_JSON_DEPTH, pause);
  if (problem && "deep" in problem)
    throw new BodyError({ status: 400, error: msg("errors.body.tooDeep", { max: String(MAX_JSON_DEPTH) }) });
  if (problem)
    throw new BodyError({
      status: 400,
      error: msg("errors.body.uncleanText", { path: problem.unclean, problem: msg("gamePage.zod.cleanText") }),
    });
  return value;
}
