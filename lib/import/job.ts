/**
 * An uploaded game file made ready to store, as a worker thread does it (./worker.ts): decoded,
 * parsed, checked, folded and written as the rows' JSON, with nothing awaited between steps (the
 * worker holds up no request of the server's). Answers only with plain values: they cross threads.
 */
import { BodyError, parseJsonBody, type BodyProblem } from "../body";
import { prepareImport, type PreparedImport, type PrepareResult } from "../game/import-prepare";
import { msg } from "../i18n/message";
import { getRuleset } from "../registry";

export interface ImportJob {
  /** The upload's bytes, as read within the import's limit. */
  bytes: Uint8Array;
  userId: string;
  /** ISO 8601: when the import was asked for. */
  now: string;
}

/** The body is not a JSON document the server reads (`problem`), or the file's check and its rows. */
export type ImportAnswer = { body: BodyProblem } | { file: PrepareResult };

/**
 * The answer as the worker posts it: a ready import's rows one message each (a message is copied
 * into the server's thread in one go: 13 MB at once held it 10 ms), then the rest.
 */
export type ImportPart =
  | { rows: string }
  | { snapshot: PreparedImport["snapshots"][number] }
  | { body: BodyProblem }
  | { file: { ok: false; errors: Extract<PrepareResult, { ok: false }>["errors"] } }
  | { ready: Omit<PreparedImport, "eventBatches" | "snapshots"> };

const atOnce = () => Promise.resolve();

export async function runImportJob({ bytes, userId, now }: ImportJob): Promise<ImportAnswer> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  let raw: unknown;
  try {
    raw = await parseJsonBody(text, msg("errors.body.fileNotJson"), atOnce);
  } catch (e) {
    if (e instanceof BodyError) return { body: e.problem };
    throw e;
  }
  return { file: await prepareImport(getRuleset, raw, userId, new Date(now), atOnce) };
}

/** The answer in the parts the worker posts, the last one `ready`, `body` or `file`. */
export function* answerParts(answer: ImportAnswer): Generator<ImportPart> {
  if ("body" in answer) yield answer;
  else if (!answer.file.ok) yield { file: answer.file };
  else yield* readyParts(answer.file.prepared);
}

function* readyParts({ eventBatches, snapshots, ...ready }: PreparedImport): Generator<ImportPart> {
  for (const rows of eventBatches) yield { rows };
  for (const snapshot of snapshots) yield { snapshot };
  yield { ready };
}

/** Puts the parts back together: the answer once the last part has come, until then null. */
export function answerFromParts(): (part: ImportPart) => ImportAnswer | null {
  const eventBatches: string[] = [];
  const snapshots: PreparedImport["snapshots"] = [];
  return (part) => {
    if ("rows" in part) eventBatches.push(part.rows);
    else if ("snapshot" in part) snapshots.push(part.snapshot);
    else if ("ready" in part) return { file: { ok: true, prepared: { ...part.ready, eventBatches, snapshots } } };
    else return part;
    return null;
  };
}
