/**
 * The server's one copy of the publisher's character data (lib/rulesets/clocktower/script/official.ts),
 * with where and when it came from and how the last fetch or upload went. A file that does not pass
 * the check replaces nothing. The fetch is bounded in time and size, and runs in the background at
 * start (instrumentation.ts): no network never stops or delays the app.
 */
import { prisma } from "./client";
import { env } from "../env";
import {
  checkOfficialData,
  officialCharacters,
  officialEditions,
  officialNightOrders,
  OFFICIAL_FILES,
  type OfficialData,
  type OfficialFile,
} from "../rulesets/clocktower/script/official";
import type { Character } from "../rulesets/clocktower";
import { render } from "../i18n/render";
import type { Phrase } from "../i18n/message";

const ROW = "official";
/** A file larger than this is refused without being read further (the publisher's roles.json: ~100 KB). */
export const OFFICIAL_MAX_BYTES = 4 * 1024 * 1024;
export const OFFICIAL_FETCH_TIMEOUT_MS = 15_000;

export type AttemptOutcome = "ok" | "network" | "timeout" | "status" | "invalid" | "tooLarge";

export interface OfficialStatus {
  loaded: boolean;
  /** The base URL the stored copy was fetched from, or "upload". */
  source: string | null;
  loadedAt: Date | null;
  counts: { roles: number; jinxes: number };
  editions: string[];
  /** The last fetch or upload, with what came of it (a failure left the stored copy as it was). */
  lastAttempt: { at: Date; source: string; outcome: AttemptOutcome; detail: string | null } | null;
  /** Where the server fetches from, or null when OFFICIAL_DATA_URL is off. */
  fetchUrl: string | null;
}

/** The configured base URL, or null for `off`. */
export const officialDataUrl = (): string | null =>
  env.OFFICIAL_DATA_URL === "off" ? null : env.OFFICIAL_DATA_URL.replace(/\/+$/, "");

/** The stored copy, parsed again (a hand-edited row that no longer passes is treated as none). */
export async function getOfficialData(): Promise<OfficialData | null> {
  const row = await prisma.officialData.findUnique({ where: { id: ROW } });
  if (!row?.roles || !row.nightsheet || !row.jinxes) return null;
  const checked = checkOfficialData({ roles: row.roles, nightsheet: row.nightsheet, jinxes: row.jinxes });
  if (!checked.ok) {
    console.error(
      `[official-data] the stored copy no longer passes its check: ${render(checked.problems[0] ?? "", "en")}`,
    );
    return null;
  }
  return checked.value;
}

/** What an id-only script resolves against, and the night orders it follows; null without data. */
export async function officialLibrary(): Promise<{
  characters: Character[];
  nightOrders: { first: string[]; other: string[] };
} | null> {
  const data = await getOfficialData();
  return data ? { characters: officialCharacters(data), nightOrders: officialNightOrders(data) } : null;
}

export async function officialStatus(): Promise<OfficialStatus> {
  const row = await prisma.officialData.findUnique({ where: { id: ROW } });
  const data = await getOfficialData();
  return {
    loaded: data !== null,
    source: data ? (row?.source ?? null) : null,
    loadedAt: data ? (row?.loadedAt ?? null) : null,
    counts: {
      roles: data?.roles.length ?? 0,
      jinxes: data ? data.jinxes.reduce((sum, j) => sum + j.jinx.length, 0) : 0,
    },
    editions: data ? officialEditions(data) : [],
    lastAttempt:
      row?.attemptAt && row.attemptOutcome
        ? {
            at: row.attemptAt,
            source: row.attemptSource ?? "",
            outcome: row.attemptOutcome as AttemptOutcome,
            detail: row.attemptDetail,
          }
        : null,
    fetchUrl: officialDataUrl(),
  };
}

async function recordAttempt(source: string, outcome: AttemptOutcome, detail: string | null) {
  const attempt = { attemptAt: new Date(), attemptSource: source, attemptOutcome: outcome, attemptDetail: detail };
  await prisma.officialData.upsert({ where: { id: ROW }, create: { id: ROW, ...attempt }, update: attempt });
}

export type StoreOfficialResult = { ok: true; status: OfficialStatus } | { ok: false; problems: Phrase[] };

/** Checks the three files whole and stores them; a bad one changes nothing but the last attempt's record. */
export async function storeOfficialData(
  files: Partial<Record<OfficialFile, unknown>>,
  source: string,
): Promise<StoreOfficialResult> {
  const checked = checkOfficialData(files);
  if (!checked.ok) {
    await recordAttempt(source, "invalid", render(checked.problems[0] ?? "", "en"));
    return checked;
  }
  const d = checked.value;
  const now = new Date();
  const copy = {
    roles: d.roles as object,
    nightsheet: d.nightsheet as object,
    jinxes: d.jinxes as object,
    source,
    loadedAt: now,
    attemptAt: now,
    attemptSource: source,
    attemptOutcome: "ok",
    attemptDetail: null,
  };
  await prisma.officialData.upsert({ where: { id: ROW }, create: { id: ROW, ...copy }, update: copy });
  return { ok: true, status: await officialStatus() };
}

class FetchProblem extends Error {
  constructor(
    readonly outcome: AttemptOutcome,
    detail: string,
  ) {
    super(detail);
  }
}

/** One file, read with the size limit; the signal carries the whole fetch's timeout. */
async function fetchFile(url: string, signal: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal, redirect: "follow", headers: { accept: "application/json" } });
  } catch (e) {
    if (signal.aborted) throw new FetchProblem("timeout", url);
    throw new FetchProblem("network", `${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new FetchProblem("status", `${url}: HTTP ${res.status}`);
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > OFFICIAL_MAX_BYTES) throw new FetchProblem("tooLarge", url);
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > OFFICIAL_MAX_BYTES) {
        await reader.cancel();
        throw new FetchProblem("tooLarge", url);
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof FetchProblem) throw e;
    if (signal.aborted) throw new FetchProblem("timeout", url);
    throw new FetchProblem("network", `${url}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (e) {
    throw new FetchProblem("invalid", `${url}: ${(e as Error).message}`);
  }
}

/**
 * Fetches the three files from `base` and stores them when all pass; any failure (no network, a
 * timeout, a status, a bad file) is recorded as the last attempt and the stored copy stays.
 */
export async function fetchOfficialData(
  base: string,
  options: { timeoutMs?: number } = {},
): Promise<{ outcome: AttemptOutcome; detail: string | null }> {
  const root = base.replace(/\/+$/, "");
  const signal = AbortSignal.timeout(options.timeoutMs ?? OFFICIAL_FETCH_TIMEOUT_MS);
  try {
    const files = await Promise.all(OFFICIAL_FILES.map((f) => fetchFile(`${root}/${f}.json`, signal)));
    const stored = await storeOfficialData(
      Object.fromEntries(OFFICIAL_FILES.map((f, i) => [f, files[i]])) as Record<OfficialFile, unknown>,
      root,
    );
    if (!stored.ok) return { outcome: "invalid", detail: render(stored.problems[0] ?? "", "en") };
    return { outcome: "ok", detail: null };
  } catch (e) {
    const outcome = e instanceof FetchProblem ? e.outcome : "network";
    const detail = (e as Error).message;
    await recordAttempt(root, outcome, detail);
    return { outcome, detail };
  }
}

let running: Promise<unknown> | null = null;

/**
 * Starts a fetch in the background unless one is under way; resolves at once. With `onlyIfEmpty` (the
 * start of the server) nothing is fetched when a copy is stored.
 */
export function startOfficialFetch(options: { onlyIfEmpty?: boolean } = {}): { started: boolean } {
  const url = officialDataUrl();
  if (!url || running) return { started: false };
  running = (async () => {
    if (options.onlyIfEmpty && (await getOfficialData())) return;
    const r = await fetchOfficialData(url);
    console.log(
      r.outcome === "ok"
        ? `[official-data] the publisher's character data loaded from ${url}`
        : `[official-data] could not load the character data from ${url} (${r.outcome}): ${r.detail ?? ""}`,
    );
  })()
    .catch((e) => console.error("[official-data] fetch failed:", e))
    .finally(() => {
      running = null;
    });
  return { started: true };
}

/** Whether a fetch started by startOfficialFetch is under way. */
export const officialFetchRunning = () => running !== null;

/**
 * The server's owner: the account OWNER_USERNAME names, else the first account made. Only the owner
 * replaces the character data.
 */
export async function isOwner(userId: string): Promise<boolean> {
  if (env.OWNER_USERNAME) {
    const named = await prisma.user.findFirst({ where: { username: env.OWNER_USERNAME }, select: { id: true } });
    return named?.id === userId;
  }
  const first = await prisma.user.findFirst({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  return first?.id === userId;
}
